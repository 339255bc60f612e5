// content:pull's media: photos and videos on the upstream, named by /media/… or by the upstream's full
// address, are downloaded once into the folder and named by their path there; anything else is kept as
// written. An answer that is not the photo or video it says is reported and left out, never referenced.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PullBudget } from "../../../server/content-service/content-files/pull-fetch.js";
import { PulledMedia, pullRichText } from "../../../server/content-service/content-files/pull-media.js";
import { DEFAULT_PULL_LIMITS } from "../../../server/content-service/content-files/pull-options.js";
import { mediaAnswer } from "../../fixtures/media-fixtures.js";

let server: http.Server;
let base: string;
let out: string;
const asked: string[] = [];
const budget = new PullBudget(DEFAULT_PULL_LIMITS);

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), "pull-media-"));
  server = http.createServer((req, res) => {
    asked.push(req.url ?? "");
    if (req.url === "/media/text.jpg") return void res.writeHead(200, { "content-type": "image/jpeg" }).end("hello");
    const media = mediaAnswer(req.url ?? "");
    if (!media) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": media.type }).end(media.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  budget.end();
  server.close();
  fs.rmSync(out, { recursive: true, force: true });
});

describe("pullRichText", () => {
  it("downloads the upstream's photos and videos once and names them by their path in the folder", async () => {
    const skipped: string[] = [];
    const media = new PulledMedia(base, out, budget, (address, reason) => skipped.push(`${address}: ${reason}`));
    const html =
      '<p><img src="/media/a.svg" alt="a"><img src=\'' +
      base +
      '/media/clips/b.webm\'><a href="/media/a.svg">a</a><img src="/media/text.jpg">' +
      '<a href="/media/doc.pdf">pdf</a><img src="https://cdn.example/media/c.jpg"><a href="/page?id=1">p</a></p>';
    const pulled = await pullRichText(html, base, media.file);
    expect(pulled).toBe(
      '<p><img src="media/a.svg" alt="a"><img src=\'media/clips/b.webm\'><a href="media/a.svg">a</a>' +
        '<img src="/media/text.jpg"><a href="/media/doc.pdf">pdf</a><img src="https://cdn.example/media/c.jpg">' +
        '<a href="/page?id=1">p</a></p>',
    );
    expect(fs.readFileSync(path.join(out, "media/clips/b.webm"))).toEqual(mediaAnswer("/media/clips/b.webm")?.body);
    expect(asked.toSorted()).toEqual(["/media/a.svg", "/media/clips/b.webm", "/media/text.jpg"]);
    expect(skipped).toEqual(["/media/text.jpg: the bytes are not image/jpeg"]);
    expect(fs.readdirSync(path.join(out, "media"), { recursive: true }).toSorted()).toEqual([
      "a.svg",
      "clips",
      "clips/b.webm",
    ]);
    expect(media.count).toBe(2);
  });

  it("keeps addresses on other sites, and names no file for anything but http(s)", async () => {
    const media = new PulledMedia(base, out, budget, () => undefined);
    expect(await media.file("https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
    expect(await media.file("javascript:alert(1)")).toBe("");
    expect(await media.file("")).toBe("");
  });
});
