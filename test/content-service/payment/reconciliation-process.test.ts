// The built content service (dist/server/content-service/main.js) as a process: its reconciliation job runs
// on RECONCILE_INTERVAL_MS and settles a lost callback by itself, stops on SIGTERM; with PUBLIC_URL the
// gateway is given the public origin's addresses (the web server passes its environment to the embedded one).
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { normalDonation } from "../donation-bodies.js";
import { tempDbFile } from "../content-test-service.js";
import { formAction, hiddenFields } from "../form-html.js";

const ENTRY = path.resolve("dist/server/content-service/main.js");
let temp: ReturnType<typeof tempDbFile>;
let child: ChildProcess | null = null;
beforeEach(() => {
  temp = tempDbFile();
});
afterEach(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  temp.remove();
});

interface LogLine {
  msg: string;
  tradeNo?: string;
  by?: string;
}

function start(env: Record<string, string>) {
  const lines: LogLine[] = [];
  const started = fork(ENTRY, [], {
    env: { ...process.env, LOG_LEVEL: "info", CONTENT_PORT: "0", CONTENT_DB: temp.file, ...env },
    stdio: "pipe",
  });
  child = started;
  let buffered = "";
  started.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete) if (line.startsWith("{")) lines.push(JSON.parse(line) as LogLine);
  });
  const port = new Promise<number>((resolve, reject) => {
    started.on("message", (message: unknown) => {
      if (typeof message === "object" && message !== null && "port" in message && typeof message.port === "number")
        resolve(message.port);
    });
    started.on("exit", () => reject(new Error("exited before listening")));
  });
  const exit = new Promise<number | null>((resolve) => started.on("exit", (code) => resolve(code)));
  return { child: started, lines, port, exit };
}

async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function donate(origin: string): Promise<{ form: Record<string, string>; html: string }> {
  const response = await fetch(`${origin}/api/homepage/donate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(normalDonation),
  });
  const html = await response.text();
  return { form: hiddenFields(html), html };
}

test("a lost callback is settled by the job on its own; SIGTERM stops it and the process exits 0", async () => {
  const service = start({ RECONCILE_INTERVAL_MS: "1000", RECONCILE_AFTER_MS: "0" });
  const origin = `http://127.0.0.1:${await service.port}`;
  const { form, html } = await donate(origin);
  const post = (url: string, fields: Record<string, string>) =>
    fetch(new URL(url, `${origin}/api/payment-sandbox/`), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const checkout = await (await post(formAction(html) ?? "", form)).text();
  const done = await post("complete", { ...hiddenFields(checkout), SandboxResult: "success", SandboxNotify: "lost" });
  expect(done.status).toBe(200);
  const tradeNo = form.MerchantTradeNo;
  await until(
    () => service.lines.some((line) => line.msg === "donation paid" && line.tradeNo === tradeNo),
    "the job to settle the order",
  );
  expect(service.lines.find((line) => line.tradeNo === tradeNo && line.msg === "donation paid")?.by).toBe(
    "reconciliation",
  );
  service.child.kill("SIGTERM");
  expect(await service.exit).toBe(0);
  expect(service.lines.map((line) => line.msg)).toContain("reconciliation stopped");
});

test("with PUBLIC_URL the checkout form names the public origin for ReturnURL, OrderResultURL and ClientBackURL", async () => {
  const service = start({ PUBLIC_URL: "https://donate.example.org", RECONCILE_INTERVAL_MS: "0" });
  const { form } = await donate(`http://127.0.0.1:${await service.port}`);
  expect(form).toMatchObject({
    ReturnURL: "https://donate.example.org/api/payment/ecpay/return",
    OrderResultURL: "https://donate.example.org/api/payment/ecpay/result",
    ClientBackURL: "https://donate.example.org/charity4?id=1",
  });
  service.child.kill("SIGTERM");
  expect(await service.exit).toBe(0);
});
