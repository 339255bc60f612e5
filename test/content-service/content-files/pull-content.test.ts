// content:pull against the project's test upstream (with a distinct record per id): the folder it writes,
// served by the built site with its embedded service, renders the same HTML on every sitemap route as the
// site did in front of the upstream; a donation made before the pulled site starts survives.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import { insertDonation } from "../donation-rows.js";
import { freePort, startServerProcess, waitFor, type ServerProcess } from "../../fixtures/server-process.js";
import { startTestUpstream, type TestUpstream } from "../../fixtures/test-upstream.js";
import { answerDistinctRecords } from "./distinct-records.js";

const PULL = "dist/server/content-service/content-pull.js";
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

/**
 * The upstream's /media/<name> as the pulled folder serves it: /media/c-<hash of its bytes>.<ext>, plain or
 * URL-encoded (the image endpoint's /_img?src=). Only names the pull downloaded are mapped: any other
 * address must match as written.
 */
function pulledNames(folder: string): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const hash = createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 20);
        names.set(`/${path.relative(folder, file).split(path.sep).join("/")}`, `/media/c-${hash}${path.extname(file)}`);
      }
    }
  };
  walk(path.join(folder, "media"));
  return names;
}

/** Where two pages part, with some text around it in each, or "" when they are the same. */
function firstDifference(expected: string, received: string): string {
  if (expected === received) return "";
  let at = 0;
  while (expected[at] === received[at]) at += 1;
  return `upstream: …${expected.slice(at - 60, at + 100)}… pulled: …${received.slice(at - 60, at + 100)}…`;
}

function normalise(html: string, media: Map<string, string>): string {
  return (
    html
      .replace(/\/media\/[A-Za-z0-9._~-]+/g, (address) => media.get(address) ?? address)
      .replace(/%2Fmedia%2F[A-Za-z0-9._~-]+/g, (address) =>
        encodeURIComponent(media.get(decodeURIComponent(address)) ?? decodeURIComponent(address)),
      )
      // An unsafe timeline image shows nothing on either site; only the hydration data keeps the upstream's text.
      .replace(/"data":"javascript:[^"]*"/g, '"data":""')
  );
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pull-content-"));
  upstream = await startTestUpstream();
  answerDistinctRecords(upstream);
}, 30_000);
afterAll(async () => {
  for (const server of servers) await server.stop();
  await upstream.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("content:pull into a folder served by the embedded service", () => {
  it("renders every sitemap route as the upstream-backed site did, donations kept", async () => {
    const before = await startSite({ UPSTREAM_URL: upstream.url });
    const sitemap = await (await fetch(`${before}/sitemap.xml`)).text();
    const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) =>
      (m[1] || "/").replaceAll("&amp;", "&"),
    );
    expect(routes).toEqual(
      expect.arrayContaining(["/", "/socialActivity", "/page2?id=6", "/buddhismIntro?id=2", "/buddhismLesson?id=53"]),
    );
    const compared = [...new Set([...routes, "/article?id=9"])];
    const theirs = new Map<string, { status: number; html: string }>();
    for (const route of compared) {
      const response = await fetch(before + route);
      theirs.set(route, { status: response.status, html: await response.text() });
    }

    const folder = path.join(dir, "pulled");
    // Asynchronously: the test upstream answers from this process.
    await promisify(execFile)(process.execPath, [PULL, "--from", upstream.url, "--out", folder]);
    const env = { CONTENT_DIR: folder, CONTENT_DB: path.join(dir, "content.db") };
    // A donation already in the database the pulled folder is loaded into.
    const existing = openContentDb(env.CONTENT_DB);
    insertDonation(existing, { donor_name: "林美華" });
    existing.close();
    const after = await startSite(env);
    const media = pulledNames(folder);
    const differences: string[] = [];
    const shown = new Set<string>();
    for (const route of compared) {
      const upstreamPage = theirs.get(route) ?? { status: 0, html: "" };
      const pulledPage = await fetch(after + route);
      const html = await pulledPage.text();
      for (const [address] of html.replaceAll("%2F", "/").matchAll(/\/media\/[A-Za-z0-9._~-]+/g)) shown.add(address);
      const difference = firstDifference(normalise(upstreamPage.html, media), html);
      if (pulledPage.status !== upstreamPage.status || difference)
        differences.push(`${route} ${upstreamPage.status}/${pulledPage.status} ${difference}`);
    }
    expect(differences).toEqual([]);
    // Every photo and video the pulled site shows is its own: none is left on the old upstream.
    const missing: string[] = [];
    for (const address of shown) if (!(await fetch(after + address)).ok) missing.push(address);
    expect(missing).toEqual([]);

    const db = openContentDb(env.CONTENT_DB);
    const names = db.prepare<[], string>("SELECT donor_name FROM donations").pluck().all();
    db.close();
    expect(names).toEqual(["林美華"]);
  }, 240_000);
});
