// The built server started as the unit starts it (NODE_ENV=production) without what production needs:
// it refuses with one line on stderr naming the variable, a non-zero exit and no stack trace.
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

function startBuilt(env: Record<string, string>): { status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, ["dist/server/main.js"], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr };
}

function expectOneLineNaming(result: { status: number | null; stderr: string }, variable: string): void {
  expect(result.status).toBe(1);
  const lines = result.stderr.trimEnd().split("\n");
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toContain(variable);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

test("without PUBLIC_URL (an external content service)", () => {
  expectOneLineNaming(startBuilt({ UPSTREAM_URL: "http://127.0.0.1:9" }), "PUBLIC_URL");
});

test("without PUBLIC_URL (the embedded content service)", () => {
  expectOneLineNaming(startBuilt({}), "PUBLIC_URL");
});

test("the embedded service, ECPay's real gateway and no merchant keys", () => {
  const result = startBuilt({
    PUBLIC_URL: "https://www.example.org",
    PAYMENT_GATEWAY_URL: "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5",
  });
  expectOneLineNaming(result, "ECPAY_HASH_KEY");
});
