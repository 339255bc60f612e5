// The built `npm run content:pull` against an upstream that misbehaves (issue 45 items 4, 5 and 8): media
// redirected, answers that are not the photo or video they say, bodies past their cap, requests never
// answered, odd links and colliding names. Each bad item is named on standard error and left out of the
// folder; the rest is pulled. Unscripted paths answer 404, so the folder holds little besides the slider.
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { DONATION_PAGE_PATH, paramOf } from "../../../shared/lib/query-params.js";
import { hugeJson, startHostileUpstream, type HostileUpstream } from "../../fixtures/hostile-upstream.js";
import { tempDbFile } from "../content-test-service.js";

const ENTRY = path.resolve("dist/server/content-service/content-pull.js");
const CLIP = fs.readFileSync(path.resolve("test/fixtures/media/clip.webm"));
const SECRET = "AKIA-INTERNAL-CREDENTIALS";
const temp = tempDbFile();
let upstream: HostileUpstream;
let internal: http.Server;
let internalUrl: string;
const internalAsked: string[] = [];

beforeAll(async () => {
  upstream = await startHostileUpstream();
  // Stands in for an address only the pulling host reaches (a cloud metadata service).
  internal = http.createServer((req, res) => {
    internalAsked.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/plain" }).end(SECRET);
  });
  await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
  internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
});
afterEach(() => upstream.reset());
afterAll(async () => {
  await upstream.close();
  internal.closeAllConnections();
  await new Promise((resolve) => internal.close(resolve));
  temp.remove();
});

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}
let runs = 0;
/** Pulls into a new folder; the folder and how the process ended. */
async function pull(args: string[] = []): Promise<Outcome & { out: string }> {
  runs += 1;
  const out = path.join(temp.dir, `pulled-${runs}`);
  const started = performance.now();
  const outcome = await promisify(execFile)(process.execPath, [ENTRY, "--from", upstream.url, "--out", out, ...args], {
    env: { PATH: process.env.PATH ?? "" },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: Omit<Outcome, "ms">) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
  return { ...outcome, ms: performance.now() - started, out };
}

function slider(addresses: string[]): void {
  const data = addresses.map((fileUrl, i) => ({ fileType: "image", fileUrl, position: i + 1 }));
  upstream.answer("/api/homepage/slider", {
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data }),
  });
}

function sliderFiles(out: string): string[] {
  const written: unknown = parse(fs.readFileSync(path.join(out, "home/slider.yaml"), "utf8"));
  if (typeof written !== "object" || written === null || !("slides" in written) || !Array.isArray(written.slides))
    throw new Error("home/slider.yaml has no slides");
  return written.slides.map((slide: { fileUrl: string }) => slide.fileUrl);
}

const filesIn = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).toSorted() : [];

/** Noise, so each photo's size is about its pixels' (3 bytes each). */
const png = (width: number, height = 2) =>
  sharp({
    create: { width, height, channels: 3, background: "#2f4a7a", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();

describe("content:pull media that is not what it says", () => {
  it("follows no redirect, keeps only photos and videos whose bytes are their type, and names the rest", async () => {
    const photo = await png(3);
    upstream.answer("/media/r.jpg", {
      status: 302,
      headers: { location: `${internalUrl}/latest/meta-data/iam/security-credentials/` },
    });
    upstream.answer("/media/here.jpg", { status: 302, headers: { location: "/media/ok.png" } });
    upstream.answer("/media/t.jpg", { headers: { "content-type": "text/plain" }, body: SECRET });
    upstream.answer("/media/fake.jpg", { headers: { "content-type": "image/jpeg" }, body: `<p>${SECRET}</p>` });
    upstream.answer("/media/fake.mp4", { headers: { "content-type": "video/mp4" }, body: SECRET.repeat(4) });
    upstream.answer("/media/untyped.png", { body: photo });
    upstream.answer("/media/ok.png", { headers: { "content-type": "image/png" }, body: photo });
    upstream.answer("/media/ok.webm", { headers: { "content-type": "video/webm" }, body: CLIP });
    const refused = ["/media/r.jpg", "/media/here.jpg", "/media/t.jpg", "/media/fake.jpg", "/media/fake.mp4"];
    slider([...refused, "/media/untyped.png", "/media/ok.png", "/media/ok.webm"]);

    const result = await pull();
    expect(internalAsked).toEqual([]);
    expect(sliderFiles(result.out)).toEqual(["", "", "", "", "", "", "media/ok.png", "media/ok.webm"]);
    expect(filesIn(path.join(result.out, "media"))).toEqual(["ok.png", "ok.webm"]);
    for (const address of [...refused, "/media/untyped.png"])
      expect(result.stderr).toMatch(new RegExp(`^content:pull: skipped ${address}: .+$`, "m"));
    expect(result.stderr).toMatch(/skipped \/media\/r\.jpg: redirected to http:\/\/127\.0\.0\.1:\d+\/latest/);
    expect(result.stderr).toMatch(/skipped \/media\/t\.jpg: text\/plain is not a photo or video/);
    expect(result.stderr).toMatch(/skipped \/media\/fake\.jpg: .*not image\/jpeg/);
    expect(result.stderr).toMatch(/skipped \/media\/fake\.mp4: .*not video\/mp4/);
    // The folder is written and says what it lacks.
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/: \d+ files, 2 photos and videos from /);
    expect(result.stderr).toMatch(/^content:pull: 6 addresses skipped \(above\)/m);
  }, 60_000);
});

describe("content:pull limits", () => {
  it("gives up on an answer past its cap and on a request never answered, naming each, and goes on", async () => {
    const body = 2 * 1024 ** 3;
    upstream.answer("/media/huge.mp4", (req, res) => {
      req.resume();
      res.writeHead(200, { "content-type": "video/mp4" });
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < body && !res.destroyed) {
          sent += chunk.length;
          upstream.stats.bytesSent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        if (!res.destroyed) res.end();
      };
      more();
    });
    upstream.answer("/media/hung.jpg", (req) => void req.resume());
    upstream.answer("/api/website/getMenuList", hugeJson(5 * 1024 * 1024, upstream.stats));
    upstream.answer("/media/ok.webm", { headers: { "content-type": "video/webm" }, body: CLIP });
    slider(["/media/huge.mp4", "/media/hung.jpg", "/media/ok.webm"]);

    const result = await pull(["--max-media-mb", "1", "--max-json-mb", "1", "--request-timeout-s", "2"]);
    expect(result.stderr).toMatch(/skipped \/media\/huge\.mp4: larger than 1 MB \(--max-media-mb\)/);
    expect(result.stderr).toMatch(/skipped \/media\/hung\.jpg: no answer within 2 s \(--request-timeout-s\)/);
    expect(result.stderr).toMatch(/skipped POST \/api\/website\/getMenuList: larger than 1 MB \(--max-json-mb\)/);
    // The client stopped reading: what the upstream got out is the cap and what the sockets buffer, not 2 GiB.
    expect(upstream.stats.bytesSent).toBeLessThan(64 * 1024 ** 2);
    expect(result.ms).toBeLessThan(30_000);
    expect(sliderFiles(result.out)).toEqual(["", "", "media/ok.webm"]);
    expect(filesIn(path.join(result.out, "media"))).toEqual(["ok.webm"]);
    expect(result.code).toBe(1);
  }, 60_000);

  it("stops at the whole pull's byte or time budget, naming the address it ran out at", async () => {
    const photos = await Promise.all([300, 301, 302, 303].map((width) => png(width, 300)));
    for (const [i, photo] of photos.entries())
      upstream.answer(`/media/p${i}.png`, { headers: { "content-type": "image/png" }, body: photo });
    slider(photos.map((_, i) => `/media/p${i}.png`));
    const budget = (photos[0]?.length ?? 0) / 1024 ** 2;
    const bytes = await pull(["--max-total-mb", String(budget * 2.5)]);
    expect(bytes.code).toBe(1);
    expect(bytes.stderr).toMatch(
      /^content:pull stopped: the pull's budget of [\d.]+ MB \(--max-total-mb\) ran out at \/media\/p\d\.png\n/m,
    );

    upstream.answer("/media/hung.jpg", (req) => void req.resume());
    slider(["/media/hung.jpg"]);
    const time = await pull(["--total-timeout-s", "2"]);
    expect(time.code).toBe(1);
    expect(time.stderr).toMatch(
      /^content:pull stopped: the pull's time of 2 s \(--total-timeout-s\) ran out at \/media\/hung\.jpg\n/m,
    );
    expect(time.ms).toBeLessThan(20_000);
  }, 60_000);

  it("exits 2 with the usage for a limit that is not a positive number", async () => {
    for (const option of ["--max-media-mb", "--max-json-mb", "--max-total-mb", "--request-timeout-s"]) {
      const result = await pull([option, "0"]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(new RegExp(`^${option} takes a positive number\\nusage: `));
    }
  }, 60_000);
});

describe("content:pull odd links and names", () => {
  it("reads a malformed link as the site does and goes on", async () => {
    slider(["/media/x.png"]);
    upstream.answer("/media/x.png", { headers: { "content-type": "image/png" }, body: await png(4) });
    upstream.answer("/api/website/getPage", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        data: {
          result: {
            id: 5,
            title: "頁面",
            content: '<p><a href="/charity?path=%E0%A4%A">捐款</a><img src="/media/x.png"></p>',
            image: "",
            video: "",
            typeId: 1,
          },
          album: [],
          slider: [],
        },
      }),
    });

    const result = await pull();
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    // The hall pages (getPage ids 21-24) carry the link; the page it names is pulled under the next id.
    expect(fs.readFileSync(path.join(result.out, "pages/21.yaml"), "utf8")).toContain('<img src="media/x.png">');
    const linked = paramOf(DONATION_PAGE_PATH, new URL("/charity?path=%E0%A4%A", upstream.url));
    const written: unknown = parse(fs.readFileSync(path.join(result.out, "pages/25.yaml"), "utf8"));
    expect(written).toMatchObject({ pagePath: linked.kind === "value" ? linked.value : null });
  }, 60_000);

  it("gives distinct addresses distinct files, a file and a folder of one name included", async () => {
    const addresses = [
      "/media/x.jpg",
      "/media/x.jpg/y.jpg",
      "/media/a.jpg?v=1",
      "/media/a.jpg?v=2",
      "/media/a%20b.jpg",
      "/media/a_b.jpg",
      "/media/A_B.jpg",
    ];
    const answers = new Map<string, Buffer>();
    for (const [i, address] of addresses.entries()) answers.set(address, await png(10 + i));
    for (const address of new Set(addresses.map((a) => a.split("?")[0] ?? "")))
      upstream.answer(address, (req, res) => {
        req.resume();
        res.writeHead(200, { "content-type": "image/png" }).end(answers.get(req.url ?? ""));
      });
    slider(addresses);

    const result = await pull();
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const files = sliderFiles(result.out);
    expect(new Set(files.map((file) => file.toLowerCase())).size).toBe(addresses.length);
    for (const [i, address] of addresses.entries())
      expect(fs.readFileSync(path.join(result.out, files[i] ?? "")), address).toEqual(answers.get(address));
  }, 60_000);
});
