// The security headers are worked out once at start-up: they must be exactly what helmet writes per
// response for the same configuration; a streamed render's policy is the same with its nonce added.
import express from "express";
import helmet from "helmet";
import request from "supertest";
import { expect, test } from "vitest";
import { createSecurityHeaders, freshNonce, helmetOptions } from "../../../../server/web/http/security-headers.js";
import { loadConfig, type Config } from "../../../../server/web/config.js";

const testConfig = (overrides: Partial<Config> = {}): Config => ({ ...loadConfig({}), ...overrides });

const security = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !["date", "etag", "content-length", "connection", "keep-alive", "content-type"].includes(name),
    ),
  );

test("the same headers as helmet, with a policy that allows scripts from this origin only and no nonce", async () => {
  const config = testConfig({ mediaOrigins: ["https://cdn.example"], paymentGatewayUrl: "https://pay.example/x" });
  const ours = express();
  const headers = createSecurityHeaders(config);
  ours.get("/", (_req, res) => {
    headers.set(res);
    res.send("x");
  });
  const theirs = express();
  theirs.use(helmet(helmetOptions(config)));
  theirs.get("/", (_req, res) => res.send("x"));
  const a = await request(ours).get("/").expect(200);
  const b = await request(theirs).get("/").expect(200);
  expect(security(a.headers)).toEqual({ ...security(b.headers), "x-powered-by": "Express" });
  const policy = a.headers["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toMatch(/nonce|unsafe-inline'[^;]*script|strict-dynamic|https?:;|data:[^;]*script/);
  expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'");
  expect(policy).toContain("https://pay.example");
});

test("a streamed render's policy is helmet's with that nonce for scripts and styles", () => {
  const config = testConfig();
  const nonce = freshNonce();
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(freshNonce()).not.toBe(nonce);
  const policy = createSecurityHeaders(config).streamedPolicy(nonce);
  expect(policy).toContain(`script-src 'self' 'nonce-${nonce}';`);
  expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`);
});
