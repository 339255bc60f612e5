// content:pull against the project's test upstream: the folder it writes, served by the built site with its
// embedded service, renders the same HTML on every sitemap route as the site did in front of the upstream;
// a donation made before the pulled site starts survives.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import { insertDonation } from "../../content-service/donation-rows.js";
import { freePort, startServerProcess, waitFor, type ServerProcess } from "../../fixtures/server-process.js";
import { startTestUpstream, type TestUpstream } from "../../fixtures/test-upstream.js";

const PULL = "dist/server/content-service/content-pull.js";
/**
 * The test upstream answers getPage, getBuddhism and getBuddhismLesson with one record for every id (and the
 * same album ids), which no real upstream does: the routes showing those records, and the social list that
 * names them, are left out of the comparison; every other sitemap route is compared.
 */
const ONE_ANSWER_FOR_EVERY_ID = /^\/(?:socialActivity$|page[23]?\?id=|buddhismIntro\?id=|buddhismLesson\?id=)/;
let dir: string;
let upstream: TestUpstream;
const servers: ServerProcess[] = [];

async function startSite(env: Record<string, string>) {
  const port = await freePort();
  // One public address for both sites: canonical links and og tags name it, not the port.
  servers.push(startServerProcess(port, { LOG_LEVEL: "warn", PUBLIC_URL: "https://site.example", ...env }));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor("the site", async () => (await fetch(`${origin}/`)).ok, 60_000);
  return origin;
}

async function render(origin: string, route: string) {
  const response = await fetch(origin + route);
  return { status: response.status, html: normalise(await response.text()) };
}

function normalise(html: string): string {
  return (
    html
      // Pulled photos are renamed by content (/media/c-<hash>.<ext>): every media address becomes one token.
      .replace(/\/media\/[^"'\s)&,\\]+/g, "/media/*")
      // The image pipeline's variant addresses (/_img?src=) carry the same name, URL-encoded.
      .replace(/%2Fmedia%2F[^"'\s)&,\\]+/g, "%2Fmedia%2F*")
      // An unsafe timeline image shows nothing on either site; only the hydration data keeps the upstream's text.
      .replace(/"data":"javascript:[^"]*"/g, '"data":""')
  );
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pull-content-"));
  upstream = await startTestUpstream();
}, 30_000);
afterAll(async () => {
  for (const server of servers) await server.stop();
  await upstream.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("content:pull into a folder served by the embedded service", () => {
  it("renders every sitemap route as the upstream-backed site did, donations kept", async () => {
    const before = await startSite({ UPSTREAM_URL: upstream.url });
    const sitemap = (await render(before, "/sitemap.xml")).html;
    const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) =>
      (m[1] || "/").replaceAll("&amp;", "&"),
    );
    const compared = routes.filter((route) => !ONE_ANSWER_FOR_EVERY_ID.test(route));
    expect(compared).toEqual(expect.arrayContaining(["/", "/about", "/buddhism", "/article?id=9"]));
    const theirs = new Map<string, { status: number; html: string }>();
    for (const route of compared) theirs.set(route, await render(before, route));

    const folder = path.join(dir, "pulled");
    // Asynchronously: the test upstream answers from this process.
    await promisify(execFile)(process.execPath, [PULL, "--from", upstream.url, "--out", folder]);
    const env = { CONTENT_DIR: folder, CONTENT_DB: path.join(dir, "content.db") };
    // A donation already in the database the pulled folder is loaded into.
    const existing = openContentDb(env.CONTENT_DB, { seed: false });
    insertDonation(existing, { donor_name: "林美華" });
    existing.close();
    const after = await startSite(env);
    for (const route of compared)
      expect({ route, ...(await render(after, route)) }).toEqual({ route, ...theirs.get(route) });

    const db = openContentDb(env.CONTENT_DB, { seed: false });
    const names = db.prepare<[], string>("SELECT donor_name FROM donations").pluck().all();
    db.close();
    expect(names).toEqual(["林美華"]);
  }, 240_000);
});
