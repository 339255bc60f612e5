// Two built content services (dist/) on one database file: the reconciliation job runs on exactly one (the
// holder of its lease), and moves to the other when the first stops (SIGTERM: released at once) or dies
// (kill -9: once the lease expires, two intervals). The other jobs' leases are taken by the first as well.
// A process started again on a killed one's address is the same holder: it takes the leases at once.
import { fork, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { openContentDb } from "../../../server/content-service/db/content-db.js";
import { tempDbFile, openDemoDb } from "../content-test-service.js";
import { insertDonation } from "../donation-rows.js";

const ENTRY = path.resolve("dist/server/content-service/main.js");
const INTERVAL_MS = 1000;
let temp: ReturnType<typeof tempDbFile>;
const children: ChildProcess[] = [];
beforeEach(() => {
  temp = tempDbFile();
  const db = openDemoDb(temp.file);
  // Pending, unknown to the sandbox and recent: asked about at every run, and still pending after it.
  insertDonation(db, { status: "pending", created_at: new Date().toISOString(), paid_at: null });
  db.close();
});
afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  children.length = 0;
  temp.remove();
});

interface Instance {
  child: ChildProcess;
  lines: () => Record<string, unknown>[];
  count: (msg: string, job?: string) => number;
  exit: Promise<number | null>;
  port: number;
}

async function start(port = 0): Promise<Instance> {
  const child = fork(ENTRY, [], {
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "info",
      CONTENT_PORT: String(port),
      CONTENT_DB: temp.file,
      RECONCILE_INTERVAL_MS: String(INTERVAL_MS),
      RECONCILE_AFTER_MS: "0",
    },
    stdio: "pipe",
  });
  children.push(child);
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const lines = () =>
    text
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = await new Promise<unknown>((resolve, reject) => {
    child.on("message", resolve);
    child.on("exit", () => reject(new Error(`exited before listening:\n${text}`)));
  });
  const count = (msg: string, job?: string) =>
    lines().filter((e) => e.msg === msg && (job === undefined || e.job === job)).length;
  const listeningPort =
    typeof listening === "object" && listening !== null && "port" in listening ? listening.port : null;
  return { child, lines, count, exit, port: typeof listeningPort === "number" ? listeningPort : 0 };
}

const TAKEN = "job lease taken: this instance runs the job";
const TAKEN_OVER = "job lease taken over from a holder that did not release it";
const RUN = "reconciliation run";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("runs on one instance only; moves to the other on SIGTERM, and on kill -9 once the lease expires", async () => {
  const a = await start();
  await expect.poll(() => a.count(RUN), { timeout: 10_000 }).toBeGreaterThan(0);
  const b = await start();
  // Three of b's ticks for every job it has started, at least.
  await sleep(3 * INTERVAL_MS + 500);
  expect(a.count(TAKEN, "reconciliation")).toBe(1);
  expect(a.count(TAKEN, "atm-expiry")).toBe(1);
  expect(a.count(TAKEN, "retention")).toBe(1);
  expect(a.count(RUN)).toBeGreaterThanOrEqual(3);
  expect(b.count(TAKEN)).toBe(0);
  expect(b.count(RUN)).toBe(0);

  a.child.kill("SIGTERM");
  expect(await a.exit).toBe(0);
  expect(a.count("job lease released")).toBe(3);
  // Released: taken at b's next tick.
  await expect.poll(() => b.count(TAKEN, "reconciliation"), { timeout: 2 * INTERVAL_MS + 1000 }).toBe(1);
  await expect.poll(() => b.count(RUN), { timeout: 2 * INTERVAL_MS + 1000 }).toBeGreaterThan(0);

  const c = await start();
  await sleep(2 * INTERVAL_MS);
  expect(c.count(TAKEN, "reconciliation")).toBe(0);
  b.child.kill("SIGKILL");
  const killedAt = performance.now();
  // Not released: c waits for the lease to expire (two intervals after b's last renewal).
  await expect.poll(() => c.count(TAKEN_OVER, "reconciliation"), { timeout: 4 * INTERVAL_MS + 2000 }).toBe(1);
  expect(performance.now() - killedAt).toBeGreaterThan(INTERVAL_MS - 200);
  await expect.poll(() => c.count(RUN), { timeout: 2 * INTERVAL_MS + 1000 }).toBeGreaterThan(0);

  const db = openContentDb(temp.file);
  const holder = db.prepare<[string], string>("SELECT holder FROM job_leases WHERE job = ?").pluck();
  expect(holder.get("reconciliation")).toBe(`${os.hostname()}:127.0.0.1:${c.port}`);
  db.close();
}, 60_000);

test("kill -9, then a new process on the same address: it takes every lease at its first tick, logged", async () => {
  const a = await start();
  await expect.poll(() => a.count(TAKEN), { timeout: 10_000 }).toBe(3);
  a.child.kill("SIGKILL");
  await a.exit;
  const replacement = await start(a.port);
  const startedAt = performance.now();
  // The ATM expiry lease lasts ten minutes and the retention lease two hours; each job's first tick comes
  // within seconds, and takes it.
  await expect.poll(() => replacement.count(TAKEN_OVER), { timeout: INTERVAL_MS + 8000 }).toBe(3);
  expect(performance.now() - startedAt).toBeLessThan(INTERVAL_MS + 8000);
  expect(replacement.count(TAKEN)).toBe(0);
  await expect.poll(() => replacement.count(RUN), { timeout: 2 * INTERVAL_MS + 1000 }).toBeGreaterThan(0);
  const db = openContentDb(temp.file);
  const counts = db
    .prepare<[], { job: string; taken_over: number }>("SELECT job, taken_over FROM job_leases ORDER BY job")
    .all();
  expect(counts).toEqual([
    { job: "atm-expiry", taken_over: 1 },
    { job: "reconciliation", taken_over: 1 },
    { job: "retention", taken_over: 1 },
  ]);
  db.close();
}, 60_000);
