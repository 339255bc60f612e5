import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MediaHasher } from "../../../server/content-service/content-files/content-media.js";
import { loadContentFolder } from "../../../server/content-service/content-files/load-content-folder.js";
import { isSeeded } from "../../../server/content-service/db/content-meta.js";
import { OWN } from "../../fixtures/own-content-folder.js";
import { ownFolderAndDb } from "./own-folder-db.js";
import { insertDonation } from "../donation-rows.js";

const { folder, db, copyWith } = ownFolderAndDb();

const titles = () => db().prepare<[], string>("SELECT title FROM pages ORDER BY id").pluck().all();

describe("loadContentFolder", () => {
  it("writes a valid folder into the tables, marks the database seeded and returns the folder's photos", () => {
    expect(isSeeded(db())).toBe(false);
    const read = loadContentFolder(db(), folder, { hasher: new MediaHasher() });
    expect(read.ok).toBe(true);
    expect(isSeeded(db())).toBe(true);
    expect(titles()).toContain(OWN.page);
    expect(read.ok && [...read.media.keys()].every((name) => /^c-[0-9a-f]{20}\./.test(name))).toBe(true);
    expect(read.ok && read.media.size).toBeGreaterThan(0);
  });

  it("a refused folder leaves the content tables and every donation as they were", () => {
    loadContentFolder(db(), folder);
    const donation = insertDonation(db(), { donor_name: "林美華" });
    const broken = copyWith("pages/40.yaml", "id: 40\ntypeId: one\n");
    const before = titles();
    expect(loadContentFolder(db(), broken).ok).toBe(false);
    expect(titles()).toEqual(before);
    expect(loadContentFolder(db(), folder).ok).toBe(true);
    const kept = db().prepare<[string], string>("SELECT donor_name FROM donations WHERE merchant_trade_no = ?");
    expect(kept.pluck().get(donation.merchant_trade_no)).toBe("林美華");
  });

  it("replaces the tables whole with an edited folder, and returns the errors of a refused one", () => {
    const edited = copyWith(
      "pages/40.yaml",
      fs.readFileSync(path.join(folder, "pages/40.yaml"), "utf8").replace(OWN.page, "改過的標題"),
    );
    expect(loadContentFolder(db(), edited).ok).toBe(true);
    expect(titles()).toContain("改過的標題");
    expect(titles()).not.toContain(OWN.page);
    const refused = loadContentFolder(db(), copyWith("pages/40.yaml", "id: 40\ntypeId: one\n"));
    expect(refused.ok ? [] : refused.errors).toEqual([expect.stringMatching(/^pages\/40\.yaml:2: typeId/)]);
    expect(titles()).toContain("改過的標題");
  });
});
