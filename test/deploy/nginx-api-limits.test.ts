// deploy/nginx.conf's /api limit and the public sponsor list, for real: Debian's nginx in front of two
// processes of the built server, the test upstream behind them. From one address, /api gets a burst of 20
// and then nginx's own 429, counted across both processes; ECPay's callbacks are never counted; the sponsor
// list, public for CONTENT_TTL_MS, is stored like a page.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { ServerProcess } from "../fixtures/server-process.js";
import { waitFor } from "../fixtures/server-process.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { fetchRaw, startPairBehindNginx, type Answer, type NginxRun } from "./nginx-harness.js";

const FRESH_MS = 3000;
let upstream: TestUpstream;
let apps: ServerProcess[] = [];
let nginx: NginxRun;

beforeAll(async () => {
  upstream = await startTestUpstream();
  nginx = await startPairBehindNginx(upstream.url, { CONTENT_TTL_MS: String(FRESH_MS) }, (started) => {
    apps = started;
  });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apps.map((app) => app.stop()));
  await upstream?.close();
});

const via = (target: string) => fetchRaw({ port: nginx.httpsPort, path: target });
const originSaw = (url: string) =>
  apps.flatMap((app) => app.logs).filter((l) => l.msg === "request" && l.url === url && l.method === "GET").length;
const originLogged = (url: string, count: number) =>
  waitFor(`${count} log lines of GET ${url}`, () => originSaw(url) >= count);
const text = (answer: Answer) => answer.body.toString("utf8");

test("/api from one address: past a burst of 20, nginx's 429; ECPay's callbacks never counted", async () => {
  const get = (path: string, localAddress: string) => fetchRaw({ port: nginx.httpsPort, path, localAddress });
  const flood = await Promise.all(Array.from({ length: 60 }, (_, i) => get(`/api/homepage/slider?${i}`, "127.0.0.5")));
  const limited = flood.filter((answer) => answer.status === 429);
  expect(limited.length).toBeGreaterThanOrEqual(30);
  expect(JSON.parse(text(limited[0] ?? flood[0]!))).toEqual({ message: "請求次數過多，請稍後再試" });
  expect(limited[0]?.headers["cache-control"]).toBe("no-store");
  expect((await get("/api/homepage/slider", "127.0.0.6")).status).toBe(200); // its own count
  const callbacks = await Promise.all(
    Array.from({ length: 40 }, () =>
      fetchRaw({
        port: nginx.httpsPort,
        path: "/api/payment/ecpay/return",
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: Buffer.from("MerchantID=1"),
        localAddress: "127.0.0.7",
      }),
    ),
  );
  expect(callbacks.filter((answer) => answer.status === 429)).toEqual([]);
});

test("the public sponsor list is stored by nginx: a second read is nginx's copy", async () => {
  const url = "/api/homepage/sponsor?limit=10&offset=0";
  const first = await via(url);
  expect(first.status).toBe(200);
  expect(first.headers["cache-control"]).toBe(`public, max-age=0, s-maxage=${FRESH_MS / 1000}`);
  const second = await via(url);
  expect([second.headers["x-cache-status"], second.body.equals(first.body)]).toEqual(["HIT", true]);
  await originLogged(url, 1);
  expect(originSaw(url)).toBe(1);
});
