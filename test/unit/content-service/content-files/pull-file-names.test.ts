// content:pull's file names: named after the address's path, distinct for distinct addresses, never a
// file where another needs a folder, and within a file system's name length.
import { describe, expect, it } from "vitest";
import { PulledFileNames } from "../../../../server/content-service/content-files/pull-file-names.js";

/** Every name given, as a case-insensitive file system compares them. */
const names = (addresses: string[]) => {
  const given = new PulledFileNames();
  return addresses.map((address) => given.nameFor(address));
};

const folderClash = (list: (string | null)[]) =>
  list.filter(
    (name) => name !== null && list.some((other) => other?.toLowerCase().startsWith(`${name.toLowerCase()}/`)),
  );

describe("PulledFileNames", () => {
  it("names a file after its path, decoded, with odd characters replaced", () => {
    expect(
      names(["/media/a.jpg", "/media/clips/b.webm", "/media/%E7%85%A7%E7%89%87.png", "/media/a b%2Fc.jpg"]),
    ).toEqual(["media/a.jpg", "media/clips/b.webm", "media/照片.png", "media/a_b_c.jpg"]);
  });

  it("keeps no step out of media/, and names nothing for an address without a file", () => {
    expect(names(["/media/../../etc/passwd", "/media/./x/../y.jpg", "/media/", "/media/..", "/media/%2e%2e"])).toEqual([
      "media/etc/passwd",
      "media/x/y.jpg",
      null,
      null,
      null,
    ]);
  });

  it("gives distinct addresses distinct names, the first keeping the plain one", () => {
    const addresses = [
      "/media/a.jpg?v=1",
      "/media/a.jpg?v=2",
      "/media/a%20b.jpg",
      "/media/a_b.jpg",
      "/media/A_B.jpg",
      "/media/cafe\u0301.jpg",
      "/media/caf%C3%A9.jpg",
      "/media/x.jpg",
      "/media/x.jpg/y.jpg",
      "/media/d/e.jpg",
      "/media/d",
    ];
    const given = names(addresses);
    expect(given[0]).toBe("media/a.jpg");
    expect(given[2]).toBe("media/a_b.jpg");
    expect(given[7]).toBe("media/x.jpg");
    expect(given.every((name) => name !== null)).toBe(true);
    expect(new Set(given.map((name) => name?.normalize("NFC").toLowerCase())).size).toBe(addresses.length);
    expect(folderClash(given)).toEqual([]);
    // A taken name keeps its extension, so the folder still reads it as a photo.
    expect(given[1]).toMatch(/^media\/a-[0-9a-f]{10}\.jpg$/);
  });

  it("gives one address the same name again only once: each call is a new file", () => {
    expect(names(["/media/a.jpg", "/media/a.jpg"])).toEqual([
      "media/a.jpg",
      expect.stringMatching(/^media\/a-\w+\.jpg$/),
    ]);
  });

  it("shortens an overlong name to fit a file system, keeping its extension", () => {
    const long = "照".repeat(200);
    const given = names([`/media/${long}.jpg`, `/media/${long}${long}.jpg`]);
    for (const name of given) {
      for (const segment of name?.split("/") ?? ["missing"])
        expect(Buffer.byteLength(segment)).toBeLessThanOrEqual(255);
      expect(name).toMatch(/\.jpg$/);
    }
    expect(given[0]).not.toBe(given[1]);
  });
});
