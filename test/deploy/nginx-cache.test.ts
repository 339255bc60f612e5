// deploy/nginx.conf's page cache and donation limit for real: Debian's nginx in front of two processes
// of the built server (content fresh for FRESH_MS), the test upstream behind them. What nginx stores is
// the app's call (its Cache-Control); these tests prove nginx honours it: public pages are stored and
// outlive every origin, an edit shows once the fresh time has passed, and nothing personal, posted or
// degraded is ever stored. The donation limit counts across both processes.
import { afterAll, beforeAll, expect, test } from "vitest";
import { fixtures } from "../fixtures/content-fixtures.js";
import { startHostileUpstream, type HostileUpstream } from "../fixtures/hostile-upstream.js";
import { waitFor, type ServerProcess } from "../fixtures/server-process.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { fetchRaw, startPairBehindNginx, type Answer, type NginxRun } from "./nginx-harness.js";

/** CONTENT_TTL_MS of both processes: a public page's s-maxage. */
/** Long enough that two requests in a row on a busy machine both fall inside it. */
const FRESH_MS = 3000;
const NEWS_TITLE = "集團年度策略會議圓滿落幕";

let upstream: TestUpstream;
/** In front of `upstream`: its slider answer says any cache may keep it, which nginx must not for /api. */
let front: HostileUpstream;
let apps: ServerProcess[] = [];
let nginx: NginxRun;

beforeAll(async () => {
  upstream = await startTestUpstream();
  // The home page's news fails from the start: its renders (warming included) are degraded until the
  // degraded-page test lets the upstream recover (seen at once: UPSTREAM_FAILURE_MS=0).
  upstream.fail("GET /api/homepage/articleList", "500");
  front = await startHostileUpstream(upstream.url);
  front.answer("/api/homepage/slider", {
    headers: { "content-type": "application/json", "cache-control": "public, max-age=600" },
    body: JSON.stringify(fixtures["GET /api/homepage/slider"]),
  });
  nginx = await startPairBehindNginx(
    front.url,
    { CONTENT_TTL_MS: String(FRESH_MS), UPSTREAM_FAILURE_MS: "0" },
    (started) => {
      apps = started;
    },
  );
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apps.map((app) => app.stop()));
  await front?.close();
  await upstream?.close();
});

const via = (target: string, headers: Record<string, string> = {}) =>
  fetchRaw({ port: nginx.httpsPort, path: target, headers });

/** How many requests for `url` (path and query) the app processes have logged. */
const originSaw = (url: string, method = "GET") =>
  apps.flatMap((app) => app.logs).filter((l) => l.msg === "request" && l.url === url && l.method === method).length;

/** Waits until the processes' request log lines for `url` number `count` (they are written at the end). */
const originLogged = (url: string, count: number, method = "GET") =>
  waitFor(`${count} log lines of ${method} ${url}`, () => originSaw(url, method) >= count);

const text = (answer: Answer) => answer.body.toString("utf8");

test("a cold page reaches the visitor as one 200 answer with nginx's own headers, the unit's defaults as they are", async () => {
  // nginx 1.22 takes a 1xx answer from its upstream (103 Early Hints) for the whole answer and sends
  // the app's real answer as its body: the app must send none.
  const informational: number[] = [];
  const answer = await fetchRaw({
    port: nginx.httpsPort,
    path: "/page3?id=701",
    onInformation: (status) => informational.push(status),
  });
  expect(informational).toEqual([]);
  expect(answer.status).toBe(200);
  expect(answer.headers["server"]).toBe("nginx");
  expect(answer.headers["x-cache-status"]).toBe("MISS");
  expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  expect(text(answer)).toMatch(/^<!DOCTYPE html>/);
});

test("a public page is stored: the second visitor gets nginx's copy, the same ETag and bytes, and a 304", async () => {
  const url = "/page3?id=702";
  const first = await via(url, { "accept-encoding": "br" });
  expect(first.status).toBe(200);
  expect(first.headers["cache-control"]).toMatch(
    new RegExp(`^public, max-age=0, s-maxage=${FRESH_MS / 1000}, stale-while-revalidate=\\d+, stale-if-error=86400$`),
  );
  expect(first.headers["etag"]).toMatch(/^"[^"]+"$/);
  const second = await via(url, { "accept-encoding": "br" });
  expect(second.headers["x-cache-status"]).toBe("HIT");
  expect(second.headers["etag"]).toBe(first.headers["etag"]);
  expect(second.body.equals(first.body)).toBe(true);
  // Each visitor gets its own request id, not the one stored with the page.
  expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  const conditional = await via(url, { "accept-encoding": "br", "if-none-match": String(first.headers["etag"]) });
  expect(conditional.status).toBe(304);
  expect(conditional.body.length).toBe(0);
  await originLogged(url, 1);
  expect(originSaw(url)).toBe(1);
  // Another encoding is another stored copy, never the br bytes.
  const plain = await via(url, { "accept-encoding": "identity" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(text(plain)).toContain("年度活動回顧");
});

test("an upstream edit shows once the fresh time has passed, and not before", async () => {
  const url = "/page3?id=703";
  const stored = Date.now();
  expect(text(await via(url))).toContain("年度活動回顧");
  upstream.set('POST /api/website/getPage {"id":703}', {
    data: {
      result: { id: 703, title: "改過的標題", intro: "", content: "<p>新內容</p>", image: "", video: "", typeId: 1 },
      album: [],
      slider: [],
    },
  });
  const early = await via(url);
  if (Date.now() - stored < FRESH_MS) {
    expect(early.headers["x-cache-status"]).toBe("HIT");
    expect(text(early)).not.toContain("改過的標題");
  }
  // Past the fresh time a visit gets the stored page at once and starts one refresh (nginx's, then the
  // app's own stale-while-revalidate): a later visit sees the edit.
  const seen = Number(
    await waitFor(
      "the edit behind nginx",
      async () => {
        const answer = await via(url);
        return text(answer).includes("改過的標題") ? Date.now() : undefined;
      },
      4 * FRESH_MS + 10_000,
    ),
  );
  expect(seen - stored).toBeGreaterThanOrEqual(FRESH_MS);
});

test("a POST, /donation/atm and a degraded page are never stored", async () => {
  const post = (target: string) =>
    fetchRaw({
      port: nginx.httpsPort,
      path: target,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: Buffer.from("amount="),
      localAddress: "127.0.0.9",
    });
  const form = "/charity4?activityID=1&id=1";
  await post(form);
  await post(form);
  await originLogged(form, 2, "POST");
  // The page itself (GET) is not the posted answer either.
  const page = await via(form);
  expect(page.headers["x-cache-status"]).toBe("MISS");

  for (let visit = 1; visit <= 2; visit++) {
    const atm = await via("/donation/atm?order_no=2026112600001");
    expect(atm.headers["cache-control"]).toMatch(/no-store/);
    expect(atm.headers["x-cache-status"]).toBe("MISS");
  }
  await originLogged("/donation/atm?order_no=2026112600001", 2);

  for (let visit = 1; visit <= 2; visit++) {
    const degraded = await via("/");
    expect(degraded.status).toBe(200);
    expect(degraded.headers["cache-control"]).toMatch(/no-store/);
    expect(degraded.headers["x-cache-status"]).toBe("MISS");
    expect(text(degraded)).not.toContain(NEWS_TITLE);
  }
  upstream.reset();
  const recovered = await via("/");
  expect(recovered.headers["x-cache-status"]).toBe("MISS");
  expect(text(recovered)).toContain(NEWS_TITLE);
});

test("the API and ECPay's callbacks are never stored", async () => {
  for (let visit = 1; visit <= 2; visit++) {
    const slider = await via("/api/homepage/slider");
    expect(slider.status).toBe(200);
    // Storable by its headers: only the location keeps nginx from storing it.
    expect(slider.headers["cache-control"]).toBe("public, max-age=600");
    expect(slider.headers["x-cache-status"]).toBeUndefined();
  }
  await originLogged("/api/homepage/slider", 2);
  const callback = await fetchRaw({
    port: nginx.httpsPort,
    path: "/api/payment/ecpay/return",
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: Buffer.from("MerchantID=1"),
  });
  expect(callback.headers["x-cache-status"]).toBeUndefined();
  await originLogged("/api/payment/ecpay/return", 1, "POST");
});

test("the donation limit holds across both processes: the eleventh post from one address gets nginx's 429", async () => {
  const donate = (target: string, localAddress: string) =>
    fetchRaw({
      port: nginx.httpsPort,
      path: target,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: Buffer.from("{}"),
      localAddress,
    });
  const perApp = () =>
    apps.map(
      (app) =>
        app.logs.filter(
          (l) => l.msg === "request" && l.method === "POST" && String(l.url).startsWith("/api/homepage/donate"),
        ).length,
    );
  const before = perApp();
  // Spellings Express routes to the same handlers count in the same bucket.
  const targets = [
    "/api/homepage/donate",
    "/api/homepage/donate/atm",
    "/API/homepage/donate/",
    "//api/homepage/donate",
  ];
  for (let i = 0; i < 10; i++) {
    const answer = await donate(targets[i % 2] ?? "", "127.0.0.3");
    expect(answer.status, text(answer)).not.toBe(429);
  }
  const served = () => perApp().map((count, i) => count - (before[i] ?? 0));
  await waitFor("the ten posts' log lines", () => served().reduce((a, b) => a + b, 0) >= 10);
  // Both processes took posts, neither reached its own limit of 10: only nginx can refuse the next.
  for (const count of served()) expect(count).toBeGreaterThan(0);
  for (const spelling of targets) {
    const limited = await donate(spelling, "127.0.0.3");
    expect(limited.status).toBe(429);
    expect(JSON.parse(text(limited))).toEqual({ message: "捐款送出次數過多，請在 1 分鐘後再試" });
    expect(limited.headers["cache-control"]).toBe("no-store");
    expect(limited.headers["retry-after"]).toBe("60");
  }
  const page = await fetchRaw({
    port: nginx.httpsPort,
    path: "/Charity4/?activityID=1&id=1",
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: Buffer.from("amount="),
    localAddress: "127.0.0.3",
  });
  expect(page.status).toBe(429);
  expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(text(page)).toContain("<h1>捐款送出次數過多</h1>");
  // Another address has its own count; reading pages is never limited.
  expect((await donate("/api/homepage/donate", "127.0.0.4")).status).not.toBe(429);
  expect(
    (await fetchRaw({ port: nginx.httpsPort, path: "/charity4?activityID=1&id=1", localAddress: "127.0.0.3" })).status,
  ).toBe(200);
});

test("with every app process stopped, stored pages still come from nginx, with their ETag and 304s", async () => {
  const url = "/page3?id=704";
  const stored = await via(url, { "accept-encoding": "gzip" });
  expect(stored.status).toBe(200);
  expect((await via(url, { "accept-encoding": "gzip" })).headers["x-cache-status"]).toBe("HIT");
  await Promise.all(apps.map((app) => app.stop()));
  // Fresh, then past its fresh time: nginx tries the processes, finds none, and sends its copy.
  for (const wait of [0, FRESH_MS + 500]) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    const answer = await via(url, { "accept-encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(stored.body)).toBe(true);
    expect(answer.headers["etag"]).toBe(stored.headers["etag"]);
    const conditional = await via(url, { "accept-encoding": "gzip", "if-none-match": String(stored.headers["etag"]) });
    expect(conditional.status).toBe(304);
  }
  // A page never stored has nothing to fall back on.
  expect((await via("/page3?id=705")).status).toBe(502);
});
