import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { expect, test } from "vitest";
import { createDevReload, DEV_RELOAD_SCRIPT } from "../../../../server/web/dev/dev-reload.js";

/** The host's shape: the reload channel first, then the loaded app (here one answering 299). */
function host(reload = createDevReload()) {
  return http.createServer((req, res) => {
    if (!reload.answer(req, res)) res.writeHead(299).end("next");
  });
}

test("the page's script tag names the reload script, from the site itself", () => {
  expect(DEV_RELOAD_SCRIPT).toBe('<script type="module" src="/__dev/reload.js"></script>');
});

test("the reload script is served from the site itself, never cached", async () => {
  const res = await request(host()).get("/__dev/reload.js").expect(200);
  expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.text).toBe(await readFile("scripts/dev-reload-client.js", "utf8"));
});

/** The first chunk of the reload stream and a promise of its end, over a listening host. */
async function openStream(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ type: string | undefined; chunk: string; ended: Promise<void> }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/__dev/reload" }, (res) => {
        const ended = new Promise<void>((done) => res.once("close", done));
        res.once("data", (chunk: Buffer) =>
          resolve({ type: res.headers["content-type"], chunk: String(chunk), ended }),
        );
      })
      .on("error", reject);
  });
}

test("the reload stream is an event stream opening with a short retry, ended when pages must reload", async () => {
  const reload = createDevReload();
  const server = host(reload);
  try {
    const stream = await openStream(server);
    expect({ type: stream.type, chunk: stream.chunk }).toEqual({ type: "text/event-stream", chunk: "retry: 200\n\n" });
    reload.reloadPages();
    await stream.ended;
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test("every other path passes on to the app", async () => {
  await request(host()).get("/__dev/other").expect(299);
  await request(host()).get("/").expect(299);
});
