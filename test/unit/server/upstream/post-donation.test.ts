import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAX_PAYMENT_PAGE_CHARS } from "../../../../shared/lib/payment-page.js";
import { UpstreamError } from "../../../../server/web/upstream/fetch-json.js";
import { postDonationToUpstream } from "../../../../server/web/upstream/post-donation.js";
import { hostilePage } from "../../../fixtures/hostile-payment-pages.js";

const GATEWAY = "/api/payment-sandbox/checkout";
const PAGE = hostilePage({});
const HTML = { "content-type": "text/html; charset=utf-8" };
const JSON_TYPE = { "content-type": "application/json" };
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

/** Each path answers one way a donation can end. */
const answers: Record<string, (res: http.ServerResponse) => void> = {
  "/page": (res) => res.writeHead(200, HTML).end(PAGE),
  "/elsewhere": (res) => res.writeHead(200, HTML).end(hostilePage({ action: "https://evil.example/pay" })),
  "/json-page": (res) => res.writeHead(200, JSON_TYPE).end(PAGE),
  "/untyped": (res) => res.writeHead(200).end(PAGE),
  "/huge": (res) => res.writeHead(200, HTML).end(`${PAGE}${" ".repeat(MAX_PAYMENT_PAGE_CHARS)}`),
  "/refused": (res) => res.writeHead(400, JSON_TYPE).end(JSON.stringify({ message: `  金額有誤 ${"長".repeat(300)}` })),
  "/refused-html": (res) => res.writeHead(400, HTML).end("<h1>Bad Request</h1>"),
  "/refused-blank": (res) => res.writeHead(400, JSON_TYPE).end('{"message":"   "}'),
  "/broken": (res) => res.writeHead(500, JSON_TYPE).end('{"message":"boom"}'),
  "/moved": (res) => res.writeHead(302, { location: "/page" }).end(),
  "/dropped": (res) => res.socket?.destroy(),
  "/silent": () => undefined,
  // The form (and its order number) has begun to arrive, then the answer stops or is cut.
  "/stalled": (res) => void res.writeHead(200, HTML).write(PAGE.slice(0, PAGE.indexOf('name="TotalAmount"'))),
  "/cut": (res) => {
    res.writeHead(200, HTML).write(PAGE.slice(0, PAGE.indexOf("</form>")));
    setTimeout(() => res.socket?.destroy(), 50);
  },
};

let base = "";
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
  req.on("end", () => {
    received.push({ headers: req.headers, body });
    answers[req.url ?? ""]?.(res);
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const post = (path: string, timeoutMs = 2000) =>
  postDonationToUpstream(base + path, { amount: 600 }, { timeoutMs, gatewayUrl: GATEWAY });

test("a payment page becomes its gateway form; the donation went as JSON", async () => {
  received.length = 0;
  const outcome = await post("/page");
  expect(outcome).toMatchObject({ kind: "payment", tradeNo: "TESTORDER0001", form: { action: GATEWAY } });
  expect(received[0]?.body).toBe('{"amount":600}');
  expect(received[0]?.headers).toMatchObject({
    "content-type": "application/json",
    accept: "text/html, application/json",
  });
});

test("a 400 is a refusal with the upstream's message, trimmed and cut to 200 characters", async () => {
  const outcome = await post("/refused");
  expect(outcome.kind === "refused" && outcome.message).toBe(`金額有誤 ${"長".repeat(195)}`);
});

test("a 400 without a readable message refuses with the generic sentence", async () => {
  const fallback = { kind: "refused", message: "捐款資料有誤，請確認後再試" };
  expect(await post("/refused-html")).toEqual(fallback);
  expect(await post("/refused-blank")).toEqual(fallback);
});

test("another failing status, a redirect or a refused connection: an error, no order was made", async () => {
  const broken = await post("/broken").catch((error: unknown) => error);
  expect(broken instanceof UpstreamError && broken.status).toBe(500);
  await expect(post("/moved")).rejects.toBeInstanceOf(UpstreamError);
  await expect(
    postDonationToUpstream("http://127.0.0.1:9/x", {}, { timeoutMs: 2000, gatewayUrl: GATEWAY }),
  ).rejects.toBeInstanceOf(UpstreamError);
});

test("a page that is not HTML, too large, or posting elsewhere is rejected", async () => {
  expect(await post("/json-page")).toEqual({
    kind: "rejected",
    reason: "answer is application/json, not HTML",
    tradeNo: null,
  });
  expect(await post("/untyped")).toMatchObject({ kind: "rejected", reason: "answer is untyped, not HTML" });
  expect(await post("/huge")).toEqual({
    kind: "rejected",
    reason: `answer larger than ${MAX_PAYMENT_PAGE_CHARS} bytes`,
    tradeNo: null,
  });
  const elsewhere = await post("/elsewhere");
  expect(elsewhere.kind === "rejected" && elsewhere.reason).toMatch(/\S/);
});

test("no answer by the deadline: the result is unknown, not a failure", async () => {
  expect(await post("/silent", 200)).toEqual({
    kind: "unknown",
    reason: "no complete answer within 200 ms",
    tradeNo: null,
  });
});

test("a connection lost before any answer: unknown, since the order may exist", async () => {
  const outcome = await post("/dropped");
  expect(outcome).toMatchObject({ kind: "unknown", tradeNo: null });
  expect(outcome.kind === "unknown" && outcome.reason).toMatch(/^connection lost before an answer \(\w+\)$/);
});

test("an answer cut short or stalled: unknown, with the order number it had shown", async () => {
  const cut = await post("/cut");
  expect(cut).toMatchObject({ kind: "unknown", tradeNo: "TESTORDER0001" });
  expect(cut.kind === "unknown" && cut.reason).toMatch(/^answer cut short/);
  expect(await post("/stalled", 300)).toEqual({
    kind: "unknown",
    reason: "no complete answer within 300 ms",
    tradeNo: "TESTORDER0001",
  });
});
