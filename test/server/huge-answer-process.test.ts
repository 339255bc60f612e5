// The built server under `npm run serve`'s heap limits (128 MB old space) against a 150 MB content
// answer, plain and gzipped: the process survives, the page renders with that section empty, and
// the over-limit answer is logged.
import { readFileSync } from "node:fs";
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { gzipBomb, hugeJson, startHostileUpstream, type HostileUpstream } from "../fixtures/hostile-upstream.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";

const HUGE = 150 * 1024 * 1024;
const NEWS_TITLE = "集團年度策略會議圓滿落幕";

let fixtures: TestUpstream;
let upstream: HostileUpstream;
let child: ChildProcess;
let port = 0;
let output = "";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const free = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(free));
    });
  });
}

const page = (path: string) =>
  fetch(`http://127.0.0.1:${port}${path}`).then(async (r) => ({ status: r.status, text: await r.text() }));

beforeAll(async () => {
  fixtures = await startTestUpstream();
  upstream = await startHostileUpstream(fixtures.url);
  port = await freePort();
  // The heap flags `npm run serve` ships with.
  const serve = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { serve: string } }).scripts.serve;
  child = spawn(process.execPath, serve.split(/\s+/).slice(1), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      UPSTREAM_URL: upstream.url,
      LOG_LEVEL: "warn",
      PAGE_CACHE_ENTRIES: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => (output += c.toString("utf8")));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString("utf8")));
  // Ready when /healthz answers (polled: start-up time depends on the machine's load).
  const until = Date.now() + 30_000;
  while (
    (await page("/healthz").then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  await upstream.close();
  await fixtures.close();
});

test("a 150 MB answer: the process lives, the page renders without the section, the answer is logged", async () => {
  upstream.answer("/api/homepage/articleList", hugeJson(HUGE, upstream.stats));
  // Several visitors at once, each render making its own call (nothing cached for a failed call).
  const pages = await Promise.all(Array.from({ length: 4 }, () => page("/")));
  for (const { status, text } of pages) {
    expect(status).toBe(200);
    expect(text).not.toContain(NEWS_TITLE);
    expect(text).toContain("菁英招募");
  }
  expect(child.exitCode).toBeNull();
  expect(upstream.stats.bytesSent).toBeLessThan(HUGE);
  expect(output).toContain("larger than 2097152 bytes");
  expect(output).not.toMatch(/heap limit|out of memory/i);
});

test("a 150 MB answer gzipped to well under 1 MB: stopped at the cap as it inflates", async () => {
  const bomb = await gzipBomb(HUGE);
  upstream.answer("/api/homepage/articleList", {
    status: 200,
    headers: { "content-type": "application/json", "content-encoding": "gzip", "content-length": String(bomb.length) },
    body: bomb,
  });
  const pages = await Promise.all(Array.from({ length: 4 }, () => page("/")));
  for (const { status, text } of pages) {
    expect(status).toBe(200);
    expect(text).not.toContain(NEWS_TITLE);
  }
  expect(child.exitCode).toBeNull();
  expect((await page("/healthz")).status).toBe(200);
});
