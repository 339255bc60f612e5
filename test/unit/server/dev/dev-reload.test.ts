import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import request from "supertest";
import { afterEach, expect, test, vi } from "vitest";
import { devReloadRoutes } from "../../../../server/web/dev/dev-reload.js";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The flag is read once, when the module loads: each case loads it afresh under its environment. */
async function devReloadUnder(env: Record<string, string>): Promise<boolean> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const loaded = await import("../../../../server/web/dev/dev-reload.js");
  return loaded.devReload;
}

test("the reload channel is on only in a development build started by npm run dev", async () => {
  expect(await devReloadUnder({ NODE_ENV: "development", DEV_RELOAD: "1" })).toBe(true);
  expect(await devReloadUnder({ NODE_ENV: "production", DEV_RELOAD: "1" })).toBe(false);
  expect(await devReloadUnder({ NODE_ENV: "development", DEV_RELOAD: "" })).toBe(false);
});

const app = () =>
  express()
    .use(devReloadRoutes)
    .use((_req, res) => void res.status(299).send("next"));

test("the reload script is served from the site itself, never cached", async () => {
  const res = await request(app()).get("/__dev/reload.js").expect(200);
  expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.text).toBe(await readFile("scripts/dev-reload-client.js", "utf8"));
});

test("the reload stream is an event stream opening with a short retry", async () => {
  const server = http.createServer(app());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const first = await new Promise<{ type: string | undefined; chunk: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/__dev/reload" }, (res) => {
        res.once("data", (chunk: Buffer) => {
          resolve({ type: res.headers["content-type"], chunk: chunk.toString("utf8") });
          res.destroy();
        });
      })
      .on("error", reject);
  });
  server.closeAllConnections();
  server.close();
  expect(first).toEqual({ type: "text/event-stream", chunk: "retry: 200\n\n" });
});

test("every other path passes on", async () => {
  await request(app()).get("/__dev/other").expect(299);
  await request(app()).get("/").expect(299);
});
