// content:pull's requests against a real local upstream: a redirect is reported, never followed; an answer
// past its cap is abandoned while it streams; a request never answered gives up at its deadline; the whole
// pull's byte and time budgets stop every request in flight, naming the address.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  downloadPullMedia,
  fetchPullJson,
  PullBudget,
  PullStopped,
  SkippedAddress,
} from "../../../server/content-service/content-files/pull-fetch.js";
import { DEFAULT_PULL_LIMITS, type PullLimits } from "../../../server/content-service/content-files/pull-options.js";

const MB = 1024 * 1024;
let server: http.Server;
let base: string;
let dir: string;
const asked: string[] = [];
let sent = 0;
const budgets: PullBudget[] = [];

/** Streams `bytes` of `type` with back-pressure, counting what leaves; stops when the client goes away. */
function stream(res: http.ServerResponse, type: string, bytes: number): void {
  res.writeHead(200, { "content-type": type });
  const chunk = Buffer.alloc(64 * 1024, "x");
  let written = 0;
  const more = () => {
    while (written < bytes && !res.destroyed) {
      written += chunk.length;
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", more);
    }
    if (!res.destroyed) res.end();
  };
  more();
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pull-fetch-"));
  server = http.createServer((req, res) => {
    const url = req.url ?? "";
    asked.push(url);
    req.resume();
    if (url === "/redirect") return void res.writeHead(302, { location: "/elsewhere" }).end();
    if (url === "/huge.json") return stream(res, "application/json", 512 * MB);
    if (url === "/huge.webm") return stream(res, "video/webm", 512 * MB);
    if (url === "/declared.webm")
      return void res.writeHead(200, { "content-type": "video/webm", "content-length": 4 * MB }).end();
    if (url === "/hung") return;
    if (url === "/not-json") return void res.writeHead(200, { "content-type": "application/json" }).end("<html>");
    if (url === "/missing") return void res.writeHead(404, { "content-type": "application/json" }).end("{}");
    if (url === "/text") return void res.writeHead(200, { "content-type": "text/plain" }).end("secret");
    if (url.startsWith("/clip")) return stream(res, "video/webm", 256 * 1024);
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const budget of budgets.splice(0)) budget.end();
  asked.length = 0;
  sent = 0;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function budgetOf(limits: Partial<PullLimits>): PullBudget {
  const budget = new PullBudget({ ...DEFAULT_PULL_LIMITS, ...limits });
  budgets.push(budget);
  return budget;
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

const accept = () => null;

describe("fetchPullJson", () => {
  it("reads JSON, and null for a record the upstream does not have", async () => {
    const budget = budgetOf({});
    expect(await fetchPullJson(budget, `${base}/ok`, "GET /ok")).toEqual({ ok: true });
    expect(await fetchPullJson(budget, `${base}/missing`, "POST /missing", { id: 1 })).toBeNull();
  });

  it("reports a redirect without following it", async () => {
    const error = await rejection(fetchPullJson(budgetOf({}), `${base}/redirect`, "GET /redirect"));
    expect(error).toBeInstanceOf(SkippedAddress);
    expect(error).toHaveProperty("message", "redirected to /elsewhere; redirects are not followed");
    expect(asked).toEqual(["/redirect"]);
  });

  it("abandons an answer past its cap while it streams", async () => {
    const error = await rejection(fetchPullJson(budgetOf({ jsonMaxBytes: MB }), `${base}/huge.json`, "GET /huge"));
    expect(error).toBeInstanceOf(SkippedAddress);
    expect(error).toHaveProperty("message", "larger than 1 MB (--max-json-mb)");
    expect(sent).toBeLessThan(64 * MB);
  });

  it("gives up on a request never answered at its deadline", async () => {
    const started = performance.now();
    const error = await rejection(fetchPullJson(budgetOf({ requestTimeoutMs: 300 }), `${base}/hung`, "GET /hung"));
    expect(error).toBeInstanceOf(SkippedAddress);
    expect(error).toHaveProperty("message", "no answer within 0.3 s (--request-timeout-s)");
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("skips an answer that is not JSON, and names the address the upstream could not be reached at", async () => {
    const notJson = await rejection(fetchPullJson(budgetOf({}), `${base}/not-json`, "GET /not-json"));
    expect(notJson).toBeInstanceOf(SkippedAddress);
    const closed = await rejection(fetchPullJson(budgetOf({}), "http://127.0.0.1:1/x", "POST /api/x"));
    expect(closed).not.toBeInstanceOf(SkippedAddress);
    expect(closed).toHaveProperty("message", expect.stringMatching(/^POST \/api\/x: fetch failed/));
  });
});

describe("downloadPullMedia", () => {
  it("streams an answer to its file, and leaves none for a refused or oversize one", async () => {
    const budget = budgetOf({ mediaMaxBytes: MB });
    const file = path.join(dir, "clip.webm");
    expect(await downloadPullMedia(budget, `${base}/clip`, "/clip", file, accept)).toBe("video/webm");
    expect(fs.statSync(file).size).toBe(256 * 1024);

    const refused = path.join(dir, "text.jpg");
    const why = (type: string) => `${type} refused`;
    const text = await rejection(downloadPullMedia(budget, `${base}/text`, "/text", refused, why));
    expect(text).toHaveProperty("message", "text/plain refused");
    const huge = await rejection(downloadPullMedia(budget, `${base}/huge.webm`, "/huge", refused, accept));
    expect(huge).toHaveProperty("message", "larger than 1 MB (--max-media-mb)");
    expect(sent).toBeLessThan(64 * MB);
    const declared = await rejection(downloadPullMedia(budget, `${base}/declared.webm`, "/d", refused, accept));
    expect(declared).toHaveProperty("message", "larger than 1 MB (--max-media-mb)");
    const redirect = await rejection(downloadPullMedia(budget, `${base}/redirect`, "/r", refused, accept));
    expect(redirect).toHaveProperty("message", "redirected to /elsewhere; redirects are not followed");
    expect(fs.existsSync(refused)).toBe(false);
  });

  it("never overwrites a file that is there", async () => {
    const file = path.join(dir, "there.webm");
    fs.writeFileSync(file, "mine");
    const error = await rejection(downloadPullMedia(budgetOf({}), `${base}/clip`, "/clip", file, accept));
    expect(error).toBeInstanceOf(SkippedAddress);
    expect(fs.readFileSync(file, "utf8")).toBe("mine");
  });
});

describe("PullBudget", () => {
  it("stops every request in flight once the bytes run out, naming the address", async () => {
    const budget = budgetOf({ totalMaxBytes: 100 * 1024 });
    const downloads = [1, 2, 3].map((n) =>
      rejection(downloadPullMedia(budget, `${base}/clip${n}`, `/clip${n}`, path.join(dir, `b${n}.webm`), accept)),
    );
    const errors = await Promise.all(downloads);
    expect(errors.every((error) => error instanceof PullStopped)).toBe(true);
    expect(errors[0]).toHaveProperty(
      "message",
      expect.stringMatching(/^the pull's budget of 0\.1 MB \(--max-total-mb\) ran out at \/clip\d$/),
    );
    const after = await rejection(fetchPullJson(budget, `${base}/ok`, "GET /ok"));
    expect(after).toHaveProperty("message", "the pull's budget of 0.1 MB (--max-total-mb) ran out at GET /ok");
    expect(asked).not.toContain("/ok");
  });

  it("stops a request never answered once the pull's time runs out", async () => {
    const budget = budgetOf({ totalTimeoutMs: 300 });
    const started = performance.now();
    const error = await rejection(downloadPullMedia(budget, `${base}/hung`, "/hung", path.join(dir, "h"), accept));
    expect(error).toBeInstanceOf(PullStopped);
    expect(error).toHaveProperty("message", "the pull's time of 0.3 s (--total-timeout-s) ran out at /hung");
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
