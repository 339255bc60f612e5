import { mkdtemp, readdir, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { DiskCache } from "../../../../server/web/images/disk-cache.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "image-cache-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const key = (n: number) => n.toString(16).padStart(40, "0");
const etag = "0123456789abcdef0123";
const bytes = (size: number) => Buffer.alloc(size, 7);

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}

test("a stored variant reads back; the least recently used ones go first when the bound is passed", async () => {
  const cache = new DiskCache(dir, 3000);
  await cache.open();
  await cache.put(key(1), etag, "webp", bytes(1000));
  await cache.put(key(2), etag, "webp", bytes(1000));
  await cache.put(key(3), etag, "webp", bytes(1000));
  const first = cache.get(key(1));
  expect(first && (await cache.read(first))?.length).toBe(1000);
  await cache.put(key(4), etag, "avif", bytes(1000));
  expect(cache.get(key(2))).toBeUndefined();
  expect(cache.get(key(1))).toBeDefined();
  expect(cache.totalBytes).toBe(3000);
  // The evicted variant's file is deleted too.
  await until(async () => !(await readdir(dir)).some((f) => f.startsWith(key(2))));
});

test("a restart finds the variants an earlier run stored, and drops half-written files", async () => {
  const before = new DiskCache(dir, 10_000);
  await before.open();
  await before.put(key(9), etag, "jpeg", bytes(500));
  await writeFile(path.join(dir, `${key(8)}.${etag}.jpeg.tmp-abcd`), "partial");
  const after = new DiskCache(dir, 10_000);
  await after.open();
  expect(after.get(key(9))).toMatchObject({ etag, format: "jpeg", size: 500 });
  expect(await readdir(dir)).toEqual([`${key(9)}.${etag}.jpeg`]);
});

test("a variant larger than the whole bound is not kept", async () => {
  const cache = new DiskCache(dir, 100);
  await cache.open();
  await cache.put(key(1), etag, "webp", bytes(500));
  expect(cache.get(key(1))).toBeUndefined();
  await until(async () => (await readdir(dir)).length === 0);
});

test("a recently used variant is answered from memory, without reading its file", async () => {
  const cache = new DiskCache(dir, 10_000);
  await cache.open();
  const entry = await cache.put(key(5), etag, "webp", bytes(300));
  await unlink(path.join(dir, entry.file));
  expect((await cache.read(entry))?.length).toBe(300);
  // A cache opened afresh has nothing in memory: the missing file is a miss.
  const fresh = new DiskCache(dir, 10_000);
  await fresh.open();
  expect(await fresh.read(entry)).toBeNull();
});
