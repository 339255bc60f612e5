// Issue 33.4: a content service child that cannot accept new connections (its open-file limit reached, as
// an fd leak would) while its kept-alive sockets and its heartbeat go on. /readyz asks on a new connection,
// so it says 503; the supervisor's probe asks /healthz on a new connection each interval, so the child is
// replaced within the bound; and every donation acknowledged meanwhile is in the database once.
// A real limit: `prlimit` lowers the running child's RLIMIT_NOFILE to the descriptors it holds.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import http from "node:http";
import Database from "../../server/content-service/db/sqlite.js";
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { App } from "../../server/web/app.js";
import type { EmbeddedService } from "../../server/web/runtime/embedded-content-service.js";
import { tempDbFile } from "../content-service/content-test-service.js";
import { donateBody } from "../fixtures/donate-body.js";
import { testConfig } from "./app-harness.js";
import { appBeforeChild, sleep, startSupervisedChild } from "./embedded-harness.js";
import { captureLogs } from "./log-capture.js";

const PROBE = { intervalMs: 200, timeoutMs: 150, misses: 3, killGraceMs: 300 };
const INITIAL_BACKOFF_MS = 250;
/** Three failed connections in a row, one check each, plus slack for a loaded test machine. */
const DETECT_BOUND_MS = (PROBE.misses + 1) * PROBE.intervalMs + PROBE.timeoutMs + 2000;
/** The kill grace, the backoff and a child's start-up (Node, the bundle, the database) on a loaded machine. */
const REPLACE_BOUND_MS = PROBE.killGraceMs + INITIAL_BACKOFF_MS + 15_000;

/**
 * The lowest descriptor number the process does not hold: a new file or socket would get it. Taken as the
 * child starts listening, before any connection, it is where the fds it keeps (stdio, IPC, the database,
 * the listening socket) end, so a limit there leaves it no number for another one, whatever connections
 * close later.
 */
function firstFreeFd(pid: number): number {
  const held = new Set(readdirSync(`/proc/${pid}/fd`).map(Number));
  let fd = 0;
  while (held.has(fd)) fd += 1;
  return fd;
}

/** A GET on a connection of its own: the status, or the error's code. */
function newConnectionGet(url: string): Promise<string> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(String(res.statusCode));
      })
      .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const readyzStatus = (app: App) =>
  request(app)
    .get("/readyz")
    .then((r) => r.status);
const temp = tempDbFile();
const logs = captureLogs("info");
let service: EmbeddedService;
let keptFds = 0;
beforeAll(async () => {
  service = await startSupervisedChild(logs.logger, temp.file, {
    initialBackoffMs: INITIAL_BACKOFF_MS,
    liveness: PROBE,
  });
  keptFds = firstFreeFd(service.pid ?? 0);
}, 30_000);
afterAll(async () => {
  await service.stop();
  temp.remove();
});

test("open-file limit reached: /readyz 503, the child replaced within the bound, acknowledged donations kept", async () => {
  const app = appBeforeChild(service, logs.logger, testConfig({ donationRateLimit: 100_000 }));
  expect(await readyzStatus(app)).toBe(200);
  const limitedPid = service.pid ?? 0;

  // Donations one after another all along, on the app's pooled connections to the child.
  const acknowledged: string[] = [];
  let donating = true;
  const donations = (async () => {
    while (donating) {
      const res = await request(app).post("/api/homepage/donate").send(donateBody());
      const tradeNo = /name="MerchantTradeNo" value="(\w+)"/.exec(res.text)?.[1];
      if (res.status === 200 && tradeNo) acknowledged.push(tradeNo);
      await sleep(20);
    }
  })();
  await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(2);

  execFileSync("prlimit", ["--pid", String(limitedPid), `--nofile=${keptFds}:${keptFds}`]);
  const limitedAt = performance.now();
  // A new connection is accepted and dropped at once, while the pooled ones still answer.
  expect(await newConnectionGet(`${service.url}/healthz`)).toMatch(/^ECONNRESET|socket hang up$/);

  await expect.poll(() => readyzStatus(app), { timeout: DETECT_BOUND_MS, interval: 20 }).toBe(503);
  const restartLogged = () =>
    logs.entries().filter((e) => e.msg === "embedded content service stopped answering; killed, restarting it");
  await expect.poll(() => restartLogged().length, { timeout: DETECT_BOUND_MS, interval: 20 }).toBe(1);
  expect(performance.now() - limitedAt).toBeLessThan(DETECT_BOUND_MS);
  expect(restartLogged()[0]).toMatchObject({ level: 40, pid: limitedPid });
  expect(restartLogged()[0]?.reason).toMatch(
    /^3 new connections in a row failed \(\w+\): it cannot take a new connection$/,
  );
  await expect
    .poll(() => service.running && service.pid !== limitedPid, { timeout: REPLACE_BOUND_MS, interval: 50 })
    .toBe(true);
  await expect.poll(() => readyzStatus(app), { timeout: 5000 }).toBe(200);
  const before = acknowledged.length;
  await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(before + 2);
  donating = false;
  await donations;

  const db = new Database(temp.file, { readonly: true });
  try {
    const stored = db.prepare<[string], number>("SELECT count(*) FROM donations WHERE merchant_trade_no = ?").pluck();
    expect(acknowledged.map((tradeNo) => stored.get(tradeNo))).toEqual(acknowledged.map(() => 1));
  } finally {
    db.close();
  }
}, 60_000);
