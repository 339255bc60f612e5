import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SITE_MEDIA_VERSION } from "../../../../shared/lib/site-media-version.js";
import { isImageError } from "../../../../server/web/images/image-error.js";
import type { ImageSource } from "../../../../server/web/images/image-source.js";
import { loadSource } from "../../../../server/web/images/load-source.js";
import { startImageUpstream, type ImageUpstream } from "../../../fixtures/image-upstream.js";

let dir = "";
let source: ImageUpstream;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "load-source-"));
  await writeFile(path.join(dir, "logo.png"), "PNG");
  await writeFile(path.join(dir, "huge.png"), "x".repeat(101));
  await mkdir(path.join(dir, "folder.png"));
  source = await startImageUpstream();
  source.set("/a.png", { body: "FETCHED", headers: { etag: '"e"' } });
  source.set("/slow.png", { hang: true });
});
afterAll(() => source.close());

const file = (name: string): ImageSource => ({ kind: "file", file: name, immutable: true });
const options = { maxBytes: 100, timeoutMs: 2000 };
const load = (src: ImageSource, timeoutMs = 2000) => loadSource(src, { ...options, siteMediaDir: dir, timeoutMs });
const status = (loading: Promise<unknown>) =>
  loading.then(
    () => expect.unreachable("the load should fail"),
    (error: unknown) => (isImageError(error) ? error.status : error),
  );

test("a site media file is read from the folder, its version and name the validator", async () => {
  expect(await load(file("logo.png"))).toEqual({
    bytes: Buffer.from("PNG"),
    validator: `${SITE_MEDIA_VERSION}/logo.png`,
  });
});

test("a missing file or a folder is a 404; a file over the cap a 422, before it is read", async () => {
  expect(await status(load(file("none.png")))).toBe(404);
  expect(await status(load(file("folder.png")))).toBe(404);
  expect(await status(load(file("huge.png")))).toBe(422);
});

test("an HTTP source is fetched under the load's deadline", async () => {
  const http = (p: string): ImageSource => ({
    kind: "http",
    url: new URL(p, source.url),
    trusted: true,
    immutable: false,
  });
  expect(await load(http("/a.png"))).toEqual({ bytes: Buffer.from("FETCHED"), validator: '"e"' });
  expect(await status(load(http("/slow.png"), 100))).toBe(504);
});
