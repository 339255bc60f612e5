import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startContentFolder } from "../../../server/content-service/content-files/content-start.js";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import { seedDemoDonations } from "../../../server/content-service/seed/demo-donations.js";
import { OWN, writeOwnContentFolder } from "../../fixtures/own-content-folder.js";
import { keptLogLines, tempDbFile } from "../content-test-service.js";

const temp = tempDbFile();
const folder = path.join(temp.dir, "content");
const stops: Array<() => void> = [];
beforeAll(() => writeOwnContentFolder(folder));
afterEach(() => stops.splice(0).forEach((stop) => stop()));
afterAll(() => temp.remove());

/** A fresh database, the folder copied (so a test may break its copy), and a kept log. */
function fresh(name: string) {
  const db = openContentDb(path.join(temp.dir, `${name}.db`));
  const copy = path.join(temp.dir, name);
  fs.cpSync(folder, copy, { recursive: true });
  return { db, copy, ...keptLogLines() };
}
const titles = (db: ReturnType<typeof openContentDb>) =>
  db.prepare<[], string>("SELECT title FROM pages ORDER BY id").pluck().all();
const messages = (lines: Record<string, unknown>[]) => lines.map((line) => line.msg);
const BROKEN_PAGE = "id: 40\ntypeId: one\n";

describe("startContentFolder", () => {
  it("loads a valid folder, serves its photos and logs the load", () => {
    const { db, copy, logger, lines } = fresh("valid");
    const started = startContentFolder({ db, logger, folder: copy });
    expect(started.ok).toBe(true);
    expect(titles(db)).toContain(OWN.page);
    const page = db.prepare<[], string>("SELECT image FROM pages WHERE id = 40").pluck().get() ?? "";
    expect(started.media.get(page.replace("/media/", ""))?.path).toBe(
      fs.realpathSync(path.join(copy, "photos/cover.jpg")),
    );
    expect(messages(lines)).toEqual(["content loaded"]);
    db.close();
  });

  it("at a first start, refuses a folder with errors: not ok, each error logged", () => {
    const { db, copy, logger, lines } = fresh("first-broken");
    fs.writeFileSync(path.join(copy, "pages/40.yaml"), BROKEN_PAGE);
    expect(startContentFolder({ db, logger, folder: copy }).ok).toBe(false);
    expect(messages(lines)).toEqual([expect.stringMatching(/^content refused: pages\/40\.yaml:2: typeId/)]);
    expect(titles(db)).toEqual([]);
    db.close();
  });

  it("with content loaded before, keeps serving it and warns when the folder has errors", () => {
    const { db, copy, logger, lines } = fresh("later-broken");
    startContentFolder({ db, logger, folder: copy });
    fs.writeFileSync(path.join(copy, "pages/40.yaml"), BROKEN_PAGE);
    lines.length = 0;
    expect(startContentFolder({ db, logger, folder: copy }).ok).toBe(true);
    expect(messages(lines)).toEqual([expect.stringMatching(/^content refused: /), "serving the content loaded before"]);
    expect(titles(db)).toContain(OWN.page);
    db.close();
  });

  it("with content loaded before, keeps serving it when the folder cannot be read as it is at a start (issue 45)", () => {
    const { db, copy, logger, lines } = fresh("later-unreadable");
    startContentFolder({ db, logger, folder: copy });
    fs.mkdirSync(path.join(copy, "pages/x.yaml"));
    lines.length = 0;
    expect(startContentFolder({ db, logger, folder: copy }).ok).toBe(true);
    expect(messages(lines)).toEqual([
      expect.stringMatching(/^content refused: pages\/x\.yaml: /),
      "serving the content loaded before",
    ]);
    expect(titles(db)).toContain(OWN.page);
    db.close();
  });

  it("watching, loads an edited folder and keeps the last good content when an edit breaks it", async () => {
    const { db, copy, logger, lines } = fresh("watched");
    const started = startContentFolder({ db, logger, folder: copy });
    stops.push(started.watch(20));
    const file = path.join(copy, "pages/40.yaml");
    const original = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, original.replace(`title: ${OWN.page}`, "title: 改過的標題，比較長"));
    await expect.poll(() => titles(db)).toContain("改過的標題，比較長");
    lines.length = 0;
    fs.writeFileSync(file, BROKEN_PAGE);
    await expect.poll(() => messages(lines)).toContain("content folder has errors; the last good content stays");
    expect(titles(db)).toContain("改過的標題，比較長");
    db.close();
  });

  it("removes the demo sponsors and warns how many, once a database takes real money", () => {
    const { db, copy, logger, lines } = fresh("demo-sponsors");
    seedDemoDonations(db);
    const started = startContentFolder({ db, logger, folder: copy });
    lines.length = 0;
    started.removeDemoDonations();
    expect(db.prepare("SELECT count(*) FROM donations").pluck().get()).toBe(0);
    expect(lines).toEqual([expect.objectContaining({ msg: "demo sponsors removed: this database takes real money" })]);
    expect((lines[0]?.removed ?? 0) as number).toBeGreaterThan(0);
    started.removeDemoDonations();
    expect(lines).toHaveLength(1);
    db.close();
  });
});
