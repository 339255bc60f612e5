// script-src 'self' trusts every answer of this origin that a browser would run as a script
// (docs/decisions/003-csp-without-nonce.md). Only /assets serves JavaScript: the proxy refuses a
// script type on every path it serves, and every answer of /api, /media and /_img says nosniff, so
// a browser never runs JSON, an image or a page as a script.
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkAnswer, type AnswerKind } from "../../server/web/proxy/allowed-answers.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

const KINDS: AnswerKind[] = ["json", "media", "sandbox", "gateway-callback", "gateway-result", "gateway-redirect"];
const SCRIPT_TYPES = [
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/x-javascript",
  "text/javascript; charset=utf-8",
  "module",
  "",
];

test("no proxied path passes an answer typed as a script (or untyped)", () => {
  for (const kind of KINDS)
    for (const type of SCRIPT_TYPES)
      for (const status of [200, 206, 400, 500])
        expect(checkAnswer(kind, status, type, undefined).pass, `${kind} ${status} ${type}`).toBe(false);
});

test("answers of /api, /media and /_img carry nosniff (and the document policy or the image's own)", async () => {
  const app = buildApp(upstream.url);
  const paths = [
    "/api/homepage/slider",
    "/media/p.svg",
    `/_img?src=${encodeURIComponent("/media/p.svg")}&w=640`,
    "/api/no-such-call",
  ];
  for (const path of paths) {
    const res = await request(app).get(path);
    expect(res.headers["x-content-type-options"], path).toBe("nosniff");
    expect(res.headers["content-type"] ?? "", path).not.toMatch(/javascript|ecmascript/);
    expect(res.headers["content-security-policy"], path).toMatch(/default-src '(self|none)'/);
  }
});
