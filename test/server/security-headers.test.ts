// The security headers are worked out once at start-up: they must be exactly what helmet writes per
// response for the same configuration, with this response's nonce in the policy.
import express from "express";
import helmet from "helmet";
import request from "supertest";
import { expect, test } from "vitest";
import { assignNonce, createSecurityHeaders, helmetOptions, nonceOf, securityHeaders } from "../../server/security.js";
import { testConfig } from "./app-harness.js";

function appWith(headers: express.RequestHandler) {
  const app = express();
  app.use(assignNonce, headers);
  app.get("/", (_req, res) => res.send(nonceOf(res)));
  return app;
}

test("the same headers as helmet per response, each response with its own nonce in the policy", async () => {
  const config = testConfig({ mediaOrigins: ["https://cdn.example"], paymentGatewayUrl: "https://pay.example/x" });
  const ours = await request(appWith(securityHeaders(createSecurityHeaders(config))))
    .get("/")
    .expect(200);
  const nonce = (_req: unknown, res: unknown) => `'nonce-${nonceOf(res as express.Response)}'`;
  const theirs = await request(appWith(helmet(helmetOptions(config, nonce))))
    .get("/")
    .expect(200);
  const security = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) => !["date", "etag", "content-length", "connection", "keep-alive", "content-type"].includes(name),
      ),
    );
  const withNonce = (headers: Record<string, string>, value: string) => ({
    ...security(headers),
    "content-security-policy": headers["content-security-policy"]?.replaceAll(value, "NONCE"),
  });
  expect(withNonce(ours.headers, ours.text)).toEqual(withNonce(theirs.headers, theirs.text));
  expect(ours.headers["content-security-policy"]).toContain(`script-src 'self' 'nonce-${ours.text}'`);
  expect(ours.headers["content-security-policy"]).toContain("https://pay.example");
  expect(ours.headers["x-powered-by"]).toBeUndefined();
});

test("nonces differ between responses and are 16 random bytes each", async () => {
  const app = appWith(securityHeaders(createSecurityHeaders(testConfig())));
  const seen = new Set<string>();
  // More than one block of pooled entropy (256 nonces).
  for (let i = 0; i < 600; i++) {
    const res = await request(app).get("/");
    expect(Buffer.from(res.text, "base64")).toHaveLength(16);
    expect(res.headers["content-security-policy"]).toContain(`'nonce-${res.text}'`);
    seen.add(res.text);
  }
  expect(seen.size).toBe(600);
});
