// EARLY_HINTS: on by default, a page with nothing stored sends 103 first; off (behind nginx before 1.29,
// which takes a 103 for the whole answer: docs/deploying.md) the same page answers 200 and nothing before.
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadConfig } from "../../server/web/config.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { BROWSER, rawRequest, startCountedApp } from "./raw-app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

test("EARLY_HINTS is on unless set off; anything else is refused at start-up", () => {
  expect(loadConfig({}).earlyHints).toBe(true);
  expect(loadConfig({ EARLY_HINTS: "off" }).earlyHints).toBe(false);
  expect(() => loadConfig({ EARLY_HINTS: "no" })).toThrow('EARLY_HINTS must be on or off (got "no")');
});

test("with EARLY_HINTS off, a page with nothing stored answers 200 with no 103 before it", async () => {
  const app = await startCountedApp(upstream.url, { earlyHints: false });
  try {
    const cold = await rawRequest(app.port, "GET", "/about", BROWSER);
    expect(cold.status).toBe(200);
    expect(cold.informational).toEqual([]);
  } finally {
    await app.close();
  }
});
