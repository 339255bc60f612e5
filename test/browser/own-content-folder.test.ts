// A visitor on a site run from an association's own content folder (every kind of file, photos beside
// them; one server start): each page shows the folder's content and nothing of the demo, an edited file
// shows within the content TTL without a restart, a broken file is logged with its line while the site
// keeps serving, and a donation made before stays through both reloads.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openContentDb } from "../../server/content-service/db/content-db.js";
import { normalDonation } from "../content-service/donation-bodies.js";
import { DEMO_WORDS, OWN, writeOwnContentFolder } from "../fixtures/own-content-folder.js";
import { freePort, startServerProcess, waitFor, type ServerProcess } from "../fixtures/server-process.js";
import { launchBrowser, openPage, waitForHydration } from "./harness.js";

/** Each route and the folder's text it shows: together every kind of file. */
const ROUTES: [string, string][] = [
  ["/", OWN.news],
  ["/about", OWN.year],
  ["/page?id=40", `${OWN.page}的一天`],
  ["/socialActivity", OWN.social],
  ["/focusActivities", OWN.focus],
  ["/article?id=1", OWN.article],
  ["/KryptoGo", `${OWN.site}數位服務`],
  ["/charity1?id=1", OWN.charity],
  ["/charity2?id=1", OWN.activity],
  ["/buddhism", OWN.hall],
  ["/buddhismLesson?id=71", OWN.course],
];
const TTL_MS = 1000;

let dir: string;
let server: ServerProcess;
let origin: string;
let browser: Browser;
const folder = () => path.join(dir, "content");
const donorNames = () => {
  const db = openContentDb(path.join(dir, "content.db"));
  const names = db.prepare<[], string>("SELECT donor_name FROM donations").pluck().all();
  db.close();
  return names;
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "own-content-browser-"));
  await writeOwnContentFolder(folder());
  const port = await freePort();
  server = startServerProcess(port, {
    CONTENT_DIR: folder(),
    CONTENT_DB: path.join(dir, "content.db"),
    CONTENT_POLL_MS: "100",
    CONTENT_TTL_MS: String(TTL_MS),
    CONTENT_STALE_MS: "0",
    LOG_LEVEL: "info",
  });
  origin = `http://127.0.0.1:${port}`;
  [browser] = await Promise.all([
    launchBrowser(),
    waitFor("the site", async () => (await fetch(`${origin}/`)).ok, 60_000),
  ]);
}, 90_000);
afterAll(async () => {
  await browser.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a site on its own content folder", () => {
  it("shows the folder on every kind of page, its photos loaded, nothing of the demo", async () => {
    const { page, context, problems } = await openPage(browser, origin + "/");
    try {
      for (const [route, text] of ROUTES) {
        await page.goto(origin + route, { waitUntil: "load" });
        await waitForHydration(page);
        const body = await page.locator("body").innerText();
        expect({ route, shown: body.includes(text) }).toEqual({ route, shown: true });
        for (const word of DEMO_WORDS)
          expect({ route, word, shown: body.includes(word) }).toEqual({ route, word, shown: false });
      }
      await page.goto(`${origin}/page?id=40`, { waitUntil: "load" });
      const photo = page.locator('img[src*="c-"], img[srcset*="c-"]').first();
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it("shows an edit within the TTL without a restart, keeps serving through a broken file; donations stay", async () => {
    const donated = await fetch(`${origin}/api/homepage/donate`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/html" },
      body: JSON.stringify(normalDonation),
    });
    expect(donated.status).toBe(200);
    const { page, context, problems } = await openPage(browser, `${origin}/page?id=40`);
    try {
      const title = () => page.locator("h1.content-page__title").innerText();
      expect(await title()).toBe(OWN.page);

      const file = path.join(folder(), "pages/40.yaml");
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(`title: ${OWN.page}`, "title: 青松志工日改期"));
      await expect
        .poll(async () => {
          await page.reload({ waitUntil: "load" });
          return title();
        })
        .toBe("青松志工日改期");
      expect(donorNames()).toEqual([normalDonation.name]);

      fs.writeFileSync(path.join(folder(), "pages/41.yaml"), "id: 41\ntypeId: 1\ntitle: a: b\n");
      const refused = await waitFor("the refusal logged", () =>
        server.logs.find((line) => String(line.msg).includes("pages/41.yaml:3")),
      );
      expect(refused?.level).toBe(50);
      await page.waitForTimeout(TTL_MS);
      await page.reload({ waitUntil: "load" });
      await waitForHydration(page);
      expect(await title()).toBe("青松志工日改期");
      await page.goto(`${origin}/socialActivity`, { waitUntil: "load" });
      expect(await page.locator("body").innerText()).toContain(OWN.social);
      expect(problems).toEqual([]);
      expect(donorNames()).toEqual([normalDonation.name]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
