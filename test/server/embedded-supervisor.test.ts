// The embedded content service is supervised: killed (kill -9), it is started again on the same
// port after a backoff that doubles on repeated failure; every exit and restart is logged; /readyz
// says 503 while it is down and 200 once it is back; pages and donations work again. Against the
// built content service (dist/), as a real child process.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type ServerProcess } from "../../bench/attack/server-process.mjs";
import type { EmbeddedService } from "../../server/web/runtime/embedded-content-service.js";
import { tempDbFile } from "../content-service/content-test-service.js";
import { appBeforeChild, startSupervisedChild } from "./embedded-harness.js";
import { captureLogs } from "./log-capture.js";

function killChild(pid: number | null): void {
  if (pid === null) throw new Error("no child running");
  process.kill(pid, "SIGKILL");
}

describe("the supervisor", () => {
  const temp = tempDbFile();
  const logs = captureLogs("info");
  let service: EmbeddedService;
  beforeAll(async () => {
    service = await startSupervisedChild(logs.logger, temp.file, { initialBackoffMs: 1000 });
  }, 30_000);
  afterAll(async () => {
    await service.stop();
    temp.remove();
  });

  test("kill -9: not ready, a logged restart after the backoff on the same port, ready again; backoff doubles", async () => {
    const app = appBeforeChild(service, logs.logger);
    await request(app).get("/readyz").expect(200);
    const firstPid = service.pid;

    killChild(firstPid);
    await expect.poll(() => service.running, { timeout: 2000 }).toBe(false);
    expect((await request(app).get("/readyz").expect(503)).body).toMatchObject({
      reason: "embedded content service is restarting",
    });
    await expect.poll(() => service.running, { timeout: 10_000 }).toBe(true);
    expect(service.pid).not.toBe(firstPid);
    expect(service.restarts).toBe(1);
    await request(app).get("/readyz").expect(200);
    // Same address: the web server never needs to learn a new one.
    expect((await fetch(`${service.url}/api/homepage/slider`)).status).toBe(200);

    // Dies again soon after: the backoff doubles.
    killChild(service.pid);
    await expect.poll(() => service.restarts, { timeout: 2000 }).toBe(2);
    await expect.poll(() => service.running, { timeout: 10_000 }).toBe(true);

    const exits = logs.entries().filter((e) => e.msg === "embedded content service exited; restarting it");
    expect(exits.map((e) => [e.level, e.signal, e.restartInMs, e.restart])).toEqual([
      [50, "SIGKILL", 1000, 1],
      [50, "SIGKILL", 2000, 2],
    ]);
    expect(logs.entries().filter((e) => e.msg === "embedded content service restarted")).toHaveLength(2);
  }, 30_000);

  test("stop(): the child exits and is not started again", async () => {
    const pid = service.pid;
    await service.stop();
    expect(service.running).toBe(false);
    expect(() => process.kill(pid ?? 0, 0)).toThrow();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(service.running).toBe(false);
    expect(service.restarts).toBe(2);
  });
});

describe("the built web server (npm run serve) with its embedded content service", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ env: { LOG_LEVEL: "info" } });
    await server.ready();
  }, 60_000);
  afterAll(() => server.stop());

  const childPid = (): number => {
    const started = server.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((e) => e.msg === "embedded content service started" || e.msg === "embedded content service restarted");
    const pid = started.at(-1)?.pid;
    if (typeof pid !== "number") throw new Error("no child pid logged");
    return pid;
  };
  const readyz = () =>
    fetch(`${server.url}/readyz`).then(
      (r) => r.status,
      () => 0,
    );

  test("kill -9 of the content service: restarted and logged; /readyz back to 200; pages and donations work", async () => {
    expect(await readyz()).toBe(200);
    const pid = childPid();
    process.kill(pid, "SIGKILL");
    await expect
      .poll(
        () => server.lines.some((line) => line.includes('"msg":"embedded content service exited; restarting it"')),
        {
          timeout: 5000,
        },
      )
      .toBe(true);
    await expect.poll(readyz, { timeout: 15_000 }).toBe(200);
    expect(childPid()).not.toBe(pid);
    const home = await fetch(`${server.url}/about`).then((r) => r.text());
    expect(home).toContain("集團事業");
    const donation = await fetch(`${server.url}/api/homepage/donate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        amount: 600,
        name: "測試",
        phone: "0912345678",
        activityType: "normal",
        charityID: 1,
        needReceipt: false,
        receiptInfo: null,
      }),
    });
    expect(donation.status).toBe(200);
  }, 60_000);
});
