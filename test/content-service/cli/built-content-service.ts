// Test helper: the built content service (dist/server/content-service/main.js) forked on a database file as
// the web server forks it, and a donation posted to it as the donation form posts one.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { normalDonation } from "../donation-bodies.js";
import { hiddenFields } from "../form-html.js";

export interface BuiltService {
  child: ChildProcess;
  origin: string;
  /** SIGTERM, resolved once the process has exited (its database closed). */
  stop: () => Promise<void>;
}

/** `env` adds to or overrides the service's settings. */
export function startBuiltService(dbFile: string, env: NodeJS.ProcessEnv = {}): Promise<BuiltService> {
  const child = fork(path.resolve("dist/server/content-service/main.js"), [], {
    env: { ...process.env, LOG_LEVEL: "warn", CONTENT_PORT: "0", CONTENT_DB: dbFile, ...env },
    stdio: "pipe",
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.on("message", (message: unknown) => {
      if (typeof message === "object" && message !== null && "port" in message && typeof message.port === "number")
        resolve({ child, origin: `http://127.0.0.1:${message.port}`, stop });
    });
    child.on("exit", () => reject(new Error("the content service exited before listening")));
  });
}

/** One donation; its trade number once the service has answered with the payment form. */
export async function donate(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/homepage/donate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(normalDonation),
  });
  const tradeNo = hiddenFields(await response.text()).MerchantTradeNo;
  if (response.status !== 200 || !tradeNo) throw new Error(`donation not acknowledged: ${response.status}`);
  return tradeNo;
}
