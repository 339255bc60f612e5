// Issue 33.1 against the built server under `npm run serve`'s heap limits (128 MB old space): an upstream
// answers a donation with the 14 KB page of mis-nested formatting tags (2,000 "<") that took parse5, and
// the process, past the heap limit. The donation is refused with the reason logged, the process lives, and
// another visitor's page is served meanwhile.
import { afterAll, beforeAll, expect, test } from "vitest";
import { get, startServer, type ServerProcess } from "../../bench/attack/server-process.mjs";
import { formattingElementPage } from "../fixtures/hostile-payment-pages.js";
import { startHostileUpstream, type HostileUpstream } from "../fixtures/hostile-upstream.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";

const PAGE = formattingElementPage(2000);
const DONATION = { id: 1, amount: 600, name: "王小明", phone: "0912345678" };

let fixtures: TestUpstream;
let upstream: HostileUpstream;
let server: ServerProcess;

beforeAll(async () => {
  fixtures = await startTestUpstream();
  upstream = await startHostileUpstream(fixtures.url);
  upstream.answer("/api/homepage/donate", {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    body: PAGE,
  });
  server = await startServer({
    env: {
      UPSTREAM_URL: upstream.url,
      PAYMENT_GATEWAY_URL: "/api/payment-sandbox/checkout",
      LOG_LEVEL: "warn",
      PAGE_CACHE_ENTRIES: "0",
    },
  });
  await server.ready();
}, 60_000);

afterAll(async () => {
  await server.stop();
  await upstream.close();
  await fixtures.close();
});

const donate = () =>
  fetch(`${server.url}/api/homepage/donate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DONATION),
  }).then(async (r) => ({ status: r.status, body: await r.text() }));

test("the 14 KB page: refused with the reason logged, the process alive, another visitor served", async () => {
  expect(PAGE.length).toBeLessThan(15_000);
  const [first, second, about] = await Promise.all([donate(), donate(), get(server.port, "/about")]);
  expect(first.status).toBe(502);
  expect(second.status).toBe(502);
  expect(first.body).not.toContain("TESTORDER0001");
  expect(about.status).toBe(200);
  expect((await get(server.port, "/charity4?id=1")).status).toBe(200);
  expect(server.child.exitCode).toBeNull();
  const refusals = server.lines.filter((line) => line.includes("upstream payment page refused"));
  expect(refusals).toHaveLength(2);
  expect(refusals[0]).toContain("the parser would build more than 16000 nodes");
  expect(server.lines.join("\n")).not.toMatch(/heap limit|out of memory/i);
});
