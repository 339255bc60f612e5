// Pages that wait on nothing are rendered in one synchronous pass (React's string renderer); stored
// pages are rendered by React's stream. Both must give the same document, byte for byte, or
// hydration would find a different tree from the one the server sent.
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

const PAGES = [
  "/",
  "/about",
  "/alpha",
  "/branchList",
  "/focusActivities",
  "/page3?id=1",
  "/article?id=1",
  "/charity1?id=1",
  "/charity4?activityID=1&id=1",
  "/page?id=1",
  "/reward",
  "/buddhism",
  "/buddhism1",
  "/buddhismIntro?id=1",
  "/no-such-page",
];

test("a page rendered whole is the same document as the stored render of it", async () => {
  const rendered = buildApp(upstream.url, { pageCacheEntries: 0 });
  const stored = buildApp(upstream.url, { pageCacheEntries: 500 });
  for (const page of PAGES) {
    const a = await request(rendered).get(page).set("accept-encoding", "identity");
    const b = await request(stored).get(page).set("accept-encoding", "identity");
    expect(a.status, page).toBe(b.status);
    expect(a.text.length, page).toBeGreaterThan(1000);
    // Neither carries a nonce: the two documents are the same bytes.
    expect(a.text, page).toBe(b.text);
  }
});
