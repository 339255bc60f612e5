// The built server refuses to start with a TRUST_PROXY it cannot apply, naming the setting, instead of
// failing on the first request (Express compiles the value only then).
import { spawn } from "node:child_process";
import { expect, test } from "vitest";

test("a bad TRUST_PROXY stops the process at start with a message naming it", async () => {
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      UPSTREAM_URL: "http://127.0.0.1:9",
      TRUST_PROXY: "nginx,10.0.0.0/33",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString("utf8")));
  child.stderr.on("data", (c: Buffer) => (output += c.toString("utf8")));
  // A server that starts anyway is stopped, so the test fails instead of leaving it running.
  const stray = setTimeout(() => child.kill("SIGKILL"), 20_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(stray);
  expect(code).toBe(1);
  expect(output).toContain("TRUST_PROXY must be");
  expect(output).toContain('"nginx"');
  expect(output).toContain('"10.0.0.0/33"');
});
