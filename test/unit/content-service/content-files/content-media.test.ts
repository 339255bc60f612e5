import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CONTENT_MEDIA_NAME,
  ContentMedia,
  isHashedFile,
  MediaHasher,
  mediaName,
  type HashedFile,
} from "../../../../server/content-service/content-files/content-media.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-media-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function photo(name: string, bytes: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

describe("MediaHasher", () => {
  const nameOf = (hasher: MediaHasher, file: string) => {
    const hashed = hasher.hash(file);
    if (!hashed.ok) throw new Error(hashed.message);
    return mediaName(hashed.sha256, path.extname(file).slice(1));
  };

  it("names a file c-<20 hex of its bytes' sha256> with its lower-case extension, .jpeg as .jpg", () => {
    const hasher = new MediaHasher();
    const a = photo("A.JPEG", "one");
    const name = nameOf(hasher, a);
    expect(name).toBe("c-7692c3ad3540bb803c02.jpg");
    expect(name).toMatch(CONTENT_MEDIA_NAME);
    const b = photo("b.webm", "one");
    expect(nameOf(hasher, b)).toBe("c-7692c3ad3540bb803c02.webm");
  });

  it("reads a file again only when its size or mtime changed, so an edited photo gets a new name", () => {
    const hasher = new MediaHasher();
    const file = photo("edited.png", "first");
    fs.utimesSync(file, 1_000_000, 1_000_000);
    const first = nameOf(hasher, file);
    // Same size and mtime as the first read: the cached name, even though the bytes differ.
    fs.writeFileSync(file, "fir5t");
    fs.utimesSync(file, 1_000_000, 1_000_000);
    expect(nameOf(hasher, file)).toBe(first);
    fs.writeFileSync(file, "second, longer");
    const edited = nameOf(hasher, file);
    expect(edited).not.toBe(first);
    expect(edited).toBe(nameOf(new MediaHasher(), file));
  });

  it("hashes a file larger than one read whole, and records the file it hashed", () => {
    const file = photo("long.mp4", "");
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 5, 1);
    bytes[bytes.length - 1] = 2;
    fs.writeFileSync(file, bytes);
    const hashed = new MediaHasher().hash(file);
    const stat = fs.statSync(file);
    expect(hashed).toEqual({
      ok: true,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      file: { path: file, dev: stat.dev, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs },
    });
    if (!hashed.ok) return;
    expect(isHashedFile(stat, hashed.file)).toBe(true);
    fs.appendFileSync(file, "x");
    expect(isHashedFile(fs.statSync(file), hashed.file)).toBe(false);
  });

  it("refuses a file with other names (a hard link), and anything not a file", () => {
    const file = photo("shared.jpg", "bytes");
    fs.linkSync(file, path.join(dir, "other-name.jpg"));
    const linked = new MediaHasher().hash(file);
    expect(linked.ok ? "hashed" : linked.message).toMatch(/hard link/);
    fs.mkdirSync(path.join(dir, "folder.jpg"));
    expect(new MediaHasher().hash(path.join(dir, "folder.jpg"))).toEqual({ ok: false, message: "not a file" });
  });
});

describe("ContentMedia", () => {
  it("answers from the files last given and forgets the ones before", () => {
    const media = new ContentMedia();
    const file = (name: string): HashedFile => ({ path: name, dev: 1, ino: 2, size: 3, mtimeMs: 4 });
    expect(media.get("c-1.jpg")).toBeUndefined();
    media.replace(new Map([["c-1.jpg", file("/a/1.jpg")]]));
    expect(media.get("c-1.jpg")).toEqual(file("/a/1.jpg"));
    media.replace(new Map([["c-2.jpg", file("/a/2.jpg")]]));
    expect([media.get("c-1.jpg"), media.get("c-2.jpg")]).toEqual([undefined, file("/a/2.jpg")]);
  });
});

it("CONTENT_MEDIA_NAME refuses a name that is not one the hasher gives", () => {
  for (const name of ["c-7692c3ad3540bb803c02.jpg", "c-7692c3ad3540bb803c02.webm"])
    expect(CONTENT_MEDIA_NAME.test(name), name).toBe(true);
  for (const name of ["c-7692c3ad3540bb803c0.jpg", "../c-7692c3ad3540bb803c02.jpg", "c-7692C3AD3540BB803C02.jpg"])
    expect(CONTENT_MEDIA_NAME.test(name), name).toBe(false);
});
