// Sending a content file from the descriptor checked to be the one hashed: ranges, HEAD and conditional requests
// as any static file answers them, and nothing once the file is another.
import fs from "node:fs";
import path from "node:path";
import express from "express";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { MediaHasher } from "../../../server/content-service/content-files/content-media.js";
import { sendHashedFile } from "../../../server/content-service/media/send-hashed-file.js";
import { tempDbFile } from "../content-test-service.js";

const temp = tempDbFile();
afterAll(() => temp.remove());
const NAME = "c-0123456789abcdef0123.mp4";

/** An app serving `bytes`, written to a file and hashed, at /NAME; the file's path to change it. */
function served(bytes: Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(temp.dir, "media-")), "video.mp4");
  fs.writeFileSync(file, bytes);
  const hashed = new MediaHasher().hash(file);
  if (!hashed.ok) throw new Error(hashed.message);
  const app = express();
  app.get("/:name", async (req, res) => {
    if (!(await sendHashedFile(req, res, req.params.name, hashed.file))) res.status(404).end();
  });
  return { app, file };
}

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

describe("sendHashedFile", () => {
  it("answers a range, a range past the end, HEAD and If-None-Match", async () => {
    const { app } = served(bytes);
    const whole = await request(app).get(`/${NAME}`);
    expect([whole.status, whole.headers["content-type"], whole.headers["cache-control"]]).toEqual([
      200,
      "video/mp4",
      "public, max-age=31536000, immutable",
    ]);
    expect(whole.body).toEqual(bytes);
    const part = await request(app).get(`/${NAME}`).set("Range", "bytes=10-19");
    expect([part.status, part.headers["content-range"]]).toEqual([206, "bytes 10-19/1000"]);
    expect(part.body).toEqual(bytes.subarray(10, 20));
    const past = await request(app).get(`/${NAME}`).set("Range", "bytes=2000-");
    expect([past.status, past.headers["content-range"]]).toEqual([416, "bytes */1000"]);
    const head = await request(app).head(`/${NAME}`);
    expect([head.status, head.headers["content-length"], head.headers["accept-ranges"]]).toEqual([
      200,
      "1000",
      "bytes",
    ]);
    expect(head.headers.etag).toBe(`"${NAME}"`);
    expect((await request(app).get(`/${NAME}`).set("If-None-Match", `"${NAME}"`)).status).toBe(304);
  });

  it("sends the whole file for several ranges, or a range under an If-Range that no longer holds", async () => {
    const { app } = served(bytes);
    const several = await request(app).get(`/${NAME}`).set("Range", "bytes=0-9,20-29");
    expect([several.status, several.body]).toEqual([200, bytes]);
    const stale = await request(app).get(`/${NAME}`).set("Range", "bytes=0-9").set("If-Range", '"c-other.mp4"');
    expect([stale.status, stale.body]).toEqual([200, bytes]);
  });

  it("sends an empty file empty", async () => {
    const { app } = served(Buffer.alloc(0));
    const empty = await request(app).get(`/${NAME}`);
    expect([empty.status, empty.headers["content-length"], empty.body]).toEqual([200, "0", Buffer.alloc(0)]);
  });

  it("sends nothing once the file was changed, replaced or removed", async () => {
    for (const change of [
      (file: string) => fs.appendFileSync(file, "x"),
      (file: string) => {
        fs.writeFileSync(`${file}.new`, bytes);
        fs.renameSync(`${file}.new`, file);
      },
      (file: string) => fs.rmSync(file),
    ]) {
      const { app, file } = served(bytes);
      change(file);
      expect((await request(app).get(`/${NAME}`)).status).toBe(404);
    }
  });
});
