// content:pull's rich text: photos and videos on the upstream, named by /media/… or by the upstream's full
// address, are downloaded into the folder and named by their path there; anything else is kept as written.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaDownloader, pullRichText } from "../../../server/content-service/content-files/pull-media.js";

let server: http.Server;
let base: string;
let out: string;
const asked: string[] = [];

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), "pull-media-"));
  server = http.createServer((req, res) => {
    asked.push(req.url ?? "");
    res.writeHead(200, { "content-type": "application/octet-stream" }).end(`bytes of ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(out, { recursive: true, force: true });
});

describe("pullRichText", () => {
  it("downloads the upstream's photos and videos once and names them by their path in the folder", async () => {
    const html =
      '<p><img src="/media/a.jpg" alt="a"><img src=\'' +
      base +
      '/media/clips/b.webm\'><a href="/media/a.jpg">a</a>' +
      '<a href="/media/doc.pdf">pdf</a><img src="https://cdn.example/media/c.jpg"><a href="/page?id=1">p</a></p>';
    const pulled = await pullRichText(html, base, mediaDownloader(base, out, new Map()));
    expect(pulled).toBe(
      '<p><img src="media/a.jpg" alt="a"><img src=\'media/clips/b.webm\'><a href="media/a.jpg">a</a>' +
        '<a href="/media/doc.pdf">pdf</a><img src="https://cdn.example/media/c.jpg"><a href="/page?id=1">p</a></p>',
    );
    expect(fs.readFileSync(path.join(out, "media/clips/b.webm"), "utf8")).toBe("bytes of /media/clips/b.webm");
    expect(asked.toSorted()).toEqual(["/media/a.jpg", "/media/clips/b.webm"]);
  });
});
