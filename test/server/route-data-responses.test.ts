// Route data for client navigations when a loader answers with data(value, { status, headers }): the
// value is the page's data, sent with that status and those headers, while a thrown data() stays an
// error. The ATM page (the only loader returning one) through the real app against the content service.
import express from "express";
import { pino } from "pino";
import { createStaticHandler, data } from "react-router";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issuedAccountFields } from "../../server/content-service/payment-sandbox/sandbox-atm-fields.js";
import { sendRouteData } from "../../server/web/pages/route-data.js";
import { listeningService, type ListeningService } from "../content-service/content-test-service.js";
import { normalDonation } from "../content-service/donation-bodies.js";
import { hiddenFields } from "../content-service/form-html.js";
import { buildApp } from "./app-harness.js";

let service: ListeningService;
let app: ReturnType<typeof buildApp>;
beforeAll(async () => {
  service = await listeningService();
  app = buildApp(service.origin);
});
afterAll(() => service.close());

const atmData = (query: string) => request(app).get(`/donation/atm?${query}&_data=donation-atm`);

describe("/donation/atm route data", () => {
  it("a known order: 200 with the account as data, no-store", async () => {
    const donation = await request(service.server).post("/api/homepage/donate/atm").send(normalDonation);
    const checkout = hiddenFields(donation.text);
    const issued = issuedAccountFields(checkout, service.payment, new Date());
    expect((await request(app).post("/api/payment/ecpay/atm-info").type("form").send(issued)).text).toBe("1|OK");
    const answer = await atmData(`order_no=${checkout.MerchantTradeNo}`);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toMatchObject({
      data: { kind: "found", transfer: { orderNo: checkout.MerchantTradeNo, account: { vAccount: issued.vAccount } } },
    });
    expect(answer.body).not.toHaveProperty("error");
  });

  it("unknown and malformed numbers: the page's own 404 data, not an error", async () => {
    for (const query of ["order_no=D0000000000000000000", "order_no=../../etc", "x=1"]) {
      const answer = await atmData(query);
      expect([answer.status, answer.body]).toEqual([404, { data: { kind: "unknown" } }]);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("the content service down: 503 with the page's unavailable data", async () => {
    const down = buildApp("http://127.0.0.1:9");
    const answer = await request(down).get("/donation/atm?order_no=D0000000000000000000&_data=donation-atm");
    expect([answer.status, answer.body]).toEqual([503, { data: { kind: "unavailable" } }]);
  });

  it("a thrown data() (the catch-all's 404) is still an error", async () => {
    const answer = await request(app).get("/no-such-page?_data=not-found");
    expect([answer.status, answer.body]).toEqual([404, { error: { status: 404, statusText: "Not Found" } }]);
  });
});

describe("sendRouteData with data()", () => {
  const handler = createStaticHandler([
    {
      id: "returned",
      path: "/returned",
      loader: () => data({ ok: true }, { status: 202, headers: { "x-kept": "yes", "content-type": "text/plain" } }),
    },
    {
      id: "thrown",
      path: "/thrown",
      loader: async () => {
        throw data({ why: "gone" }, { status: 410 });
      },
    },
    { id: "plain", path: "/plain", loader: () => ({ ok: 1 }) },
    { id: "moved", path: "/moved", loader: () => data(null, { status: 302, headers: { location: "/returned" } }) },
  ]);
  const logger = pino({ level: "silent" });
  const routes = express().get("/:route", (req, res) =>
    sendRouteData(
      handler,
      new Request(`http://site.test${req.originalUrl}`, { signal: new AbortController().signal }),
      req.params.route,
      {},
      res,
      logger,
    ),
  );

  it("a returned one keeps its status and headers; JSON stays JSON", async () => {
    const answer = await request(routes).get("/returned");
    expect([answer.status, answer.body]).toEqual([202, { data: { ok: true } }]);
    expect(answer.headers["x-kept"]).toBe("yes");
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("a thrown one is an error with its status; plain values and redirects as before", async () => {
    const thrown = await request(routes).get("/thrown");
    expect([thrown.status, thrown.body]).toEqual([410, { error: { status: 410, statusText: "Gone" } }]);
    const plain = await request(routes).get("/plain");
    expect([plain.status, plain.body]).toEqual([200, { data: { ok: 1 } }]);
    const moved = await request(routes).get("/moved");
    expect([moved.status, moved.body]).toEqual([200, { redirect: "/returned" }]);
  });
});
