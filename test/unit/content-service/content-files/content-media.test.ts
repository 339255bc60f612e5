import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CONTENT_MEDIA_NAME,
  ContentMedia,
  MediaHasher,
} from "../../../../server/content-service/content-files/content-media.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-media-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function photo(name: string, bytes: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

describe("MediaHasher", () => {
  it("names a file c-<20 hex of its bytes' sha256> with its lower-case extension, .jpeg as .jpg", () => {
    const hasher = new MediaHasher();
    const a = photo("A.JPEG", "one");
    const name = hasher.nameOf(a, fs.statSync(a));
    expect(name).toBe("c-7692c3ad3540bb803c02.jpg");
    expect(name).toMatch(CONTENT_MEDIA_NAME);
    const b = photo("b.webm", "one");
    expect(hasher.nameOf(b, fs.statSync(b))).toBe("c-7692c3ad3540bb803c02.webm");
  });

  it("reads a file again only when its size or mtime changed, so an edited photo gets a new name", () => {
    const hasher = new MediaHasher();
    const file = photo("edited.png", "first");
    fs.utimesSync(file, 1_000_000, 1_000_000);
    const first = hasher.nameOf(file, fs.statSync(file));
    // Same size and mtime as the first read: the cached name, even though the bytes differ.
    fs.writeFileSync(file, "fir5t");
    fs.utimesSync(file, 1_000_000, 1_000_000);
    expect(hasher.nameOf(file, fs.statSync(file))).toBe(first);
    fs.writeFileSync(file, "second, longer");
    const edited = hasher.nameOf(file, fs.statSync(file));
    expect(edited).not.toBe(first);
    expect(edited).toBe(new MediaHasher().nameOf(file, fs.statSync(file)));
  });
});

describe("ContentMedia", () => {
  it("answers from the files last given and forgets the ones before", () => {
    const media = new ContentMedia();
    expect(media.get("c-1.jpg")).toBeUndefined();
    media.replace(new Map([["c-1.jpg", "/a/1.jpg"]]));
    expect(media.get("c-1.jpg")).toBe("/a/1.jpg");
    media.replace(new Map([["c-2.jpg", "/a/2.jpg"]]));
    expect([media.get("c-1.jpg"), media.get("c-2.jpg")]).toEqual([undefined, "/a/2.jpg"]);
  });
});

it("CONTENT_MEDIA_NAME refuses a name that is not one the hasher gives", () => {
  for (const name of ["c-7692c3ad3540bb803c02.jpg", "c-7692c3ad3540bb803c02.webm"])
    expect(CONTENT_MEDIA_NAME.test(name), name).toBe(true);
  for (const name of ["c-7692c3ad3540bb803c0.jpg", "../c-7692c3ad3540bb803c02.jpg", "c-7692C3AD3540BB803C02.jpg"])
    expect(CONTENT_MEDIA_NAME.test(name), name).toBe(false);
});
