import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupTo, donationCount, integrityOf } from "../../../server/content-service/cli/database-copy.js";
import { openContentDb, type ContentDb } from "../../../server/content-service/db/content-db.js";
import { tempDbFile } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const temp = tempDbFile();
let db: ContentDb;
beforeAll(() => {
  db = openContentDb(temp.file);
  insertDonation(db, { donor_name: "林美華" });
  insertDonation(db, { donor_name: "王小明" });
});
afterAll(() => {
  db.close();
  temp.remove();
});

/** A file that opens as SQLite but whose pages are garbage. */
function damaged(name: string): string {
  const file = path.join(temp.dir, name);
  fs.writeFileSync(file, Buffer.concat([Buffer.from("SQLite format 3\0"), Buffer.alloc(4096, 7)]));
  return file;
}

describe("backupTo", () => {
  it("copies the open, WAL-mode database into one owner-only file that holds every donation", async () => {
    const target = path.join(temp.dir, "copy.db");
    await backupTo(temp.file, target);
    expect(donationCount(target)).toBe(2);
    expect(integrityOf(target)).toBe("ok");
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(temp.dir).filter((name) => name.startsWith("copy.db"))).toEqual(["copy.db"]);
    const header = fs.readFileSync(target).subarray(18, 20);
    // File format bytes 18-19: 1 is a rollback journal, 2 is WAL.
    expect([...header]).toEqual([1, 1]);
  });

  it("leaves no partial file and no target when the copy fails", async () => {
    const target = path.join(temp.dir, "none", "copy.db");
    await expect(backupTo(temp.file, target)).rejects.toThrow();
    expect(fs.existsSync(target)).toBe(false);
    await expect(backupTo(path.join(temp.dir, "absent.db"), path.join(temp.dir, "x.db"))).rejects.toThrow();
    expect(fs.readdirSync(temp.dir).filter((name) => name.includes(".partial"))).toEqual([]);
  });
});

describe("integrityOf and donationCount", () => {
  it("say ok and count the donations of a sound database", () => {
    expect(integrityOf(temp.file)).toBe("ok");
    expect(donationCount(temp.file)).toBe(2);
  });

  it("report what is wrong with a damaged file, or throw, rather than say ok", () => {
    const file = damaged("damaged.db");
    let verdict: string;
    try {
      verdict = integrityOf(file);
    } catch (error) {
      verdict = error instanceof Error ? error.message : String(error);
    }
    expect(verdict).not.toBe("ok");
    expect(verdict.length).toBeGreaterThan(0);
  });

  it("never create a database that is not there", () => {
    const absent = path.join(temp.dir, "absent.db");
    expect(() => integrityOf(absent)).toThrow();
    expect(() => donationCount(absent)).toThrow();
    expect(fs.existsSync(absent)).toBe(false);
  });
});
