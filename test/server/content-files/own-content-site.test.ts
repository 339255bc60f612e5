// An association's own content folder (CONTENT_DIR) served by the built site with its embedded service:
// every sitemap route shows it and nothing of the demo; an edit shows without a restart; a broken file
// is refused with its line logged while the site keeps serving; a donation made meanwhile survives.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import { normalDonation } from "../../content-service/donation-bodies.js";
import { DEMO_WORDS, OWN, writeOwnContentFolder } from "../../fixtures/own-content-folder.js";
import { freePort, startServerProcess, waitFor, type ServerProcess } from "../../fixtures/server-process.js";

let dir: string;
let server: ServerProcess;
let origin: string;
const folder = () => path.join(dir, "content");
const page = async (route: string) => {
  const response = await fetch(origin + route);
  return { status: response.status, html: await response.text() };
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "own-content-"));
  await writeOwnContentFolder(folder());
  const port = await freePort();
  const env: Record<string, string> = {
    CONTENT_DIR: folder(),
    CONTENT_DB: path.join(dir, "content.db"),
    CONTENT_POLL_MS: "100",
    CONTENT_TTL_MS: "200",
    CONTENT_STALE_MS: "0",
    LOG_LEVEL: "info",
  };
  server = startServerProcess(port, env);
  origin = `http://127.0.0.1:${port}`;
  await waitFor("the site", async () => (await fetch(`${origin}/`)).ok, 60_000);
}, 90_000);
afterAll(async () => {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("own content folder", () => {
  it("serves every sitemap route from the folder, with nothing from the demo", async () => {
    const sitemap = await page("/sitemap.xml");
    const routes = [...sitemap.html.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] ?? "/");
    expect(routes).toEqual(expect.arrayContaining(["/page?id=40", "/charity1?id=1", "/buddhismLesson?id=71"]));
    let all = "";
    for (const route of [...routes, "/article?id=1", "/charity?path=donate-general"]) {
      const { status, html } = await page(route.replaceAll("&amp;", "&"));
      expect({ route, status }).toEqual({ route, status: 200 });
      for (const word of DEMO_WORDS) expect({ route, demo: html.includes(word) }).toEqual({ route, demo: false });
      all += html;
    }
    for (const text of Object.values(OWN)) expect({ text, shown: all.includes(text) }).toEqual({ text, shown: true });
    expect(all).toContain("<strong>分組</strong>");
    const photo = /\/media\/(c-[0-9a-f]{20}\.jpg)/.exec(all)?.[1];
    const served = await fetch(`${origin}/media/${photo}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  }, 180_000);

  it("shows an edit without a restart, and keeps serving through a broken file; donations stay", async () => {
    const donated = await fetch(`${origin}/api/homepage/donate`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/html" },
      body: JSON.stringify(normalDonation),
    });
    expect(donated.status).toBe(200);

    const file = path.join(folder(), "pages/40.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(`title: ${OWN.page}`, "title: 青松志工日改期"));
    await waitFor("the edit on the page", async () => (await page("/page?id=40")).html.includes("青松志工日改期"));

    fs.writeFileSync(path.join(folder(), "pages/41.yaml"), "id: 41\ntypeId: 1\ntitle: a: b\n");
    const refused = await waitFor("the refusal logged", () =>
      server.logs.find((line) => String(line.msg).includes("pages/41.yaml:3")),
    );
    expect(refused?.level).toBe(50);
    const after = await page("/socialActivity");
    expect(after.status).toBe(200);
    expect(after.html).toContain(OWN.social);
    expect((await page("/page?id=40")).html).toContain("青松志工日改期");

    const db = openContentDb(path.join(dir, "content.db"));
    const names = db.prepare<[], string>("SELECT donor_name FROM donations").pluck().all();
    db.close();
    expect(names).toEqual([normalDonation.name]);
  }, 120_000);
});
