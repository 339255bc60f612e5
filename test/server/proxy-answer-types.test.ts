// The answers the proxy passes per path, against an upstream that sends what it should not: media
// types under /media, JSON under /api (HTML for the donation calls), anything else a logged 502.
import { pino } from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createApp } from "../../server/web/app.js";
import type { Config } from "../../server/web/config.js";
import { hugeJson, startHostileUpstream, type HostileUpstream } from "../fixtures/hostile-upstream.js";
import { testConfig } from "./app-harness.js";

let upstream: HostileUpstream;
const logLines: string[] = [];
beforeAll(async () => {
  upstream = await startHostileUpstream();
});
afterEach(() => {
  upstream.reset();
  logLines.length = 0;
});
afterAll(() => upstream.close());

function appWith(overrides: Partial<Config> = {}) {
  const logger = pino({ level: "warn" }, { write: (line: string) => void logLines.push(line) });
  return createApp({ config: testConfig(overrides), logger, upstreamUrl: upstream.url });
}

const refusedLogs = () => logLines.filter((line) => line.includes("upstream answer refused"));

test.each([
  ["text/html", "<script>alert(1)</script>"],
  ["application/javascript", "alert(1)"],
  ["text/javascript", "alert(1)"],
  ["application/json", '{"evil":true}'],
  ["text/plain", "hello"],
  [undefined, "<html>"],
])("/media refuses a %s answer with a 502, logged", async (type, body) => {
  upstream.answer("/media/evil.js", { status: 200, headers: type ? { "content-type": type } : {}, body });
  const res = await request(appWith()).get("/media/evil.js").expect(502);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.text).not.toContain(body);
  expect(refusedLogs()).toHaveLength(1);
  expect(refusedLogs()[0]).toContain("/media/evil.js");
});

test("/media passes images, video ranges and audio, bytes intact", async () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]);
  upstream.answer("/media/a.png", { status: 200, headers: { "content-type": "image/png" }, body: png });
  upstream.answer("/media/clip.webm", {
    status: 206,
    headers: { "content-type": "video/webm", "content-range": "bytes 0-3/100", "accept-ranges": "bytes" },
    body: "webm",
  });
  upstream.answer("/media/a.mp3", { status: 200, headers: { "content-type": "audio/mpeg" }, body: "ID3" });
  const app = appWith();
  const image = await request(app).get("/media/a.png").buffer(true).expect(200);
  expect(Buffer.compare(image.body as Buffer, png)).toBe(0);
  const video = await request(app).get("/media/clip.webm").set("range", "bytes=0-3").expect(206);
  expect(video.headers["content-range"]).toBe("bytes 0-3/100");
  expect(upstream.requests.at(-1)?.headers.range).toBe("bytes=0-3");
  await request(app).get("/media/a.mp3").expect(200);
  expect(refusedLogs()).toHaveLength(0);
});

test("a missing media file is a plain 404 (the upstream's body is not passed, nothing logged)", async () => {
  upstream.answer("/media/gone.png", { status: 404, headers: { "content-type": "text/html" }, body: "<h1>evil</h1>" });
  const res = await request(appWith()).get("/media/gone.png").expect(404);
  expect(res.body).toEqual({ message: "找不到指定的媒體檔案" });
  expect(refusedLogs()).toHaveLength(0);
});

test("/api content calls pass JSON only; a page, a script or a redirect is a 502, logged", async () => {
  const app = appWith();
  upstream.answer("/api/website/getPage", {
    status: 200,
    headers: { "content-type": "text/html" },
    body: "<h1>x</h1>",
  });
  await request(app).post("/api/website/getPage").send({ id: 1 }).expect(502);
  upstream.answer("/api/homepage/slider", {
    status: 200,
    headers: { "content-type": "image/svg+xml" },
    body: "<svg/>",
  });
  await request(app).get("/api/homepage/slider").expect(502);
  upstream.answer("/api/homepage/articleList", { status: 302, headers: { location: "https://evil.example/" } });
  const redirect = await request(app).get("/api/homepage/articleList").expect(502);
  expect(redirect.headers.location).toBeUndefined();
  expect(refusedLogs()).toHaveLength(3);
});

// The two donation calls are answered by our own handler (server/web/donations/donation-api.ts, test/server/donation-api.test.ts),
// which reads the payment page itself: nothing of theirs passes through the proxy.
test("a refused answer is cut, not read: 100 MB of the wrong type costs the upstream little", async () => {
  upstream.answer("/media/big.svg", hugeJson(100 * 1024 * 1024, upstream.stats));
  await request(appWith()).get("/media/big.svg").expect(502);
  expect(refusedLogs()).toHaveLength(1);
  // What was in flight in socket buffers when the connection was cut, not the 100 MB.
  expect(upstream.stats.bytesSent).toBeLessThan(16 * 1024 * 1024);
});

test("the gateway's result callback passes ECPay's text answer, and nothing that could be a page", async () => {
  const form = "MerchantID=3002607&RtnCode=1&CheckMacValue=ABC";
  upstream.answer("/api/payment/ecpay/return", {
    status: 200,
    headers: { "content-type": "text/plain" },
    body: "1|OK",
  });
  const app = appWith();
  const res = await request(app).post("/api/payment/ecpay/return").type("form").send(form).expect(200);
  expect(res.text).toBe("1|OK");
  expect(upstream.requests.at(-1)?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  upstream.answer("/api/payment/ecpay/return", {
    status: 200,
    headers: { "content-type": "text/html" },
    body: "<h1>x</h1>",
  });
  await request(app).post("/api/payment/ecpay/return").type("form").send(form).expect(502);
});

test("the gateway's posts reach the upstream only form-encoded and small (issue 12 item 1)", async () => {
  upstream.answer("/api/payment/ecpay/return", {
    status: 200,
    headers: { "content-type": "text/plain" },
    body: "1|OK",
  });
  const app = appWith();
  const before = upstream.requests.length;
  await request(app).post("/api/payment/ecpay/return").send({ RtnCode: "1" }).expect(415);
  await request(app).post("/api/payment/ecpay/result").type("text/plain").send("RtnCode=1").expect(415);
  await request(app)
    .post("/api/payment/ecpay/return")
    .type("form")
    .send(`RtnCode=1&pad=${"x".repeat(8200)}`)
    .expect(413);
  await request(app).get("/api/payment/ecpay/result").expect(405);
  expect(upstream.requests.length).toBe(before);
});

test("the gateway's browser return passes only a 303 to a page of this site", async () => {
  const form = "MerchantID=3002607&RtnCode=1&CheckMacValue=ABC";
  const app = appWith();
  upstream.answer("/api/payment/ecpay/result", {
    status: 303,
    headers: { location: "/charity4?id=1&order_no=D1&status=success" },
  });
  const back = await request(app).post("/api/payment/ecpay/result").type("form").send(form).expect(303);
  expect(back.headers.location).toBe("/charity4?id=1&order_no=D1&status=success");
  expect(upstream.requests.at(-1)?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  for (const answer of [
    { status: 303, headers: { location: "https://evil.example/" } },
    { status: 200, headers: { "content-type": "text/html" }, body: "<form>" },
  ]) {
    upstream.answer("/api/payment/ecpay/result", answer);
    const refused = await request(app).post("/api/payment/ecpay/result").type("form").send(form).expect(502);
    expect(refused.headers.location).toBeUndefined();
  }
});

test("a sandbox redirect stays on this site; one to another origin is refused", async () => {
  upstream.answer("/api/payment-sandbox/complete", {
    status: 302,
    headers: { location: "/charity4?id=1&status=success" },
  });
  const app = appWith();
  const back = await request(app).post("/api/payment-sandbox/complete").type("form").send("a=1").expect(302);
  expect(back.headers.location).toBe("/charity4?id=1&status=success");
  upstream.answer("/api/payment-sandbox/complete", {
    status: 302,
    headers: { location: "https://evil.example/phish" },
  });
  const away = await request(app).post("/api/payment-sandbox/complete").type("form").send("a=1").expect(502);
  expect(away.headers.location).toBeUndefined();
});
