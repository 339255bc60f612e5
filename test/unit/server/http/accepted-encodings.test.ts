// Accept-Encoding negotiation remembered per header value: the same answers as Express's negotiation,
// one object per remembered value, and long headers negotiated every time.
import express from "express";
import request from "supertest";
import { expect, test } from "vitest";
import { acceptedEncodings, type AcceptedEncodings } from "../../../../server/web/http/accepted-encodings.js";

function probe() {
  const seen: AcceptedEncodings[] = [];
  const app = express();
  app.get("/", (req, res) => {
    seen.push(acceptedEncodings(req));
    res.json({
      negotiated: { gzip: req.acceptsEncodings("gzip") === "gzip", br: req.acceptsEncodings("br") === "br" },
    });
  });
  return { app, seen };
}

test.each([
  ["gzip, deflate, br", { gzip: true, br: true }],
  ["gzip, deflate, br, zstd", { gzip: true, br: true }],
  ["br;q=0, gzip", { gzip: true, br: false }],
  ["gzip;q=0, br", { gzip: false, br: true }],
  ["identity", { gzip: false, br: false }],
  ["*", { gzip: true, br: true }],
  ["", { gzip: false, br: false }],
])("%j: the answer Express's negotiation gives, twice", async (header, expected) => {
  const { app, seen } = probe();
  for (let i = 0; i < 2; i++) {
    const res = await request(app).get("/").set("accept-encoding", header);
    expect(res.body).toEqual({ negotiated: expected });
  }
  expect(seen).toEqual([expected, expected]);
  // Remembered: the second request got the first one's object.
  expect(seen[1]).toBe(seen[0]);
});

test("a header too long to remember is still negotiated right, each time afresh", async () => {
  const { app, seen } = probe();
  const long = `${"x-custom;q=0.1, ".repeat(30)}br`;
  for (let i = 0; i < 2; i++) await request(app).get("/").set("accept-encoding", long);
  expect(seen[0]).toEqual({ gzip: false, br: true });
  expect(seen[1]).toEqual(seen[0]);
  expect(seen[1]).not.toBe(seen[0]);
});
