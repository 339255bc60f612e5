import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createLogger } from "../../../../server/web/observability/logger.js";
import {
  startEmbeddedContentService,
  type EmbeddedService,
  type RestartReason,
} from "../../../../server/web/runtime/embedded-content-service.js";

const lines: Record<string, unknown>[] = [];
const logger = createLogger("info", {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
});
const dir = mkdtempSync(path.join(tmpdir(), "embedded-supervisor-"));
const record = path.join(dir, "launches.txt");

/** A stand-in child: records how it was started, says it listens (on 4321 when given port 0), then `then`. */
function child(name: string, then: string, listens = true): string {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { appendFileSync } from "node:fs";
const { CONTENT_HOST, CONTENT_PORT, CONTENT_SUPERVISED } = process.env;
appendFileSync(${JSON.stringify(record)}, JSON.stringify({ CONTENT_HOST, CONTENT_PORT, CONTENT_SUPERVISED }) + "\\n");
${listens ? 'process.send({ type: "listening", port: CONTENT_PORT === "0" ? 4321 : Number(CONTENT_PORT) });' : ""}
process.on("disconnect", () => process.exit(0));
setInterval(() => {}, 1000);
${then}`,
  );
  return file;
}
const launches = (): Record<string, string>[] =>
  readFileSync(record, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, string>);

let service: EmbeddedService | null = null;
beforeEach(() => {
  lines.length = 0;
  writeFileSync(record, "");
});
afterEach(async () => {
  await service?.stop();
  service = null;
});

test("it resolves once the child listens, on loopback, with the child's port in its address", async () => {
  service = await startEmbeddedContentService(logger, {}, { entry: child("steady", "") });
  expect(service.url).toBe("http://127.0.0.1:4321");
  expect(service.running).toBe(true);
  expect(launches()).toEqual([{ CONTENT_HOST: "127.0.0.1", CONTENT_PORT: "0", CONTENT_SUPERVISED: "1" }]);
});

test("a child that dies before listening fails the start; it is not retried", async () => {
  const start = startEmbeddedContentService(logger, {}, { entry: child("broken", "process.exit(3);", false) });
  await expect(start).rejects.toThrow("embedded content service exited with 3 before listening");
  expect(launches()).toHaveLength(1);
});

test("a child that never says it listens is killed at the start deadline", async () => {
  const start = startEmbeddedContentService(logger, {}, { entry: child("mute", "", false), startTimeoutMs: 300 });
  await expect(start).rejects.toThrow("exited with SIGKILL before listening");
  expect(lines).toMatchObject([{ msg: "embedded content service did not start; killing it", timeoutMs: 300 }]);
});

test("a child that keeps dying is restarted on the same port, the wait doubling up to its cap", async () => {
  const reasons: RestartReason[] = [];
  service = await startEmbeddedContentService(
    logger,
    { CONTENT_PORT: "0" },
    {
      entry: child("crashing", "setTimeout(() => process.exit(1), 20);"),
      initialBackoffMs: 20,
      maxBackoffMs: 40,
      onRestart: (reason) => reasons.push(reason),
    },
  );
  await expect.poll(() => service?.restarts).toBeGreaterThanOrEqual(3);
  const exits = lines.filter((line) => line.msg === "embedded content service exited; restarting it");
  expect(exits.slice(0, 3).map((line) => line.restartInMs)).toEqual([20, 40, 40]);
  expect(reasons.slice(0, 3)).toEqual(["exited", "exited", "exited"]);
  expect(
    launches()
      .map((launch) => launch.CONTENT_PORT)
      .slice(0, 3),
  ).toEqual(["0", "4321", "4321"]);
});

test("stop() ends the child and no new one starts", async () => {
  const stopping = await startEmbeddedContentService(logger, {}, { entry: child("stoppable", "") });
  const pid = stopping.pid;
  await stopping.stop();
  expect(stopping.running).toBe(false);
  expect(() => process.kill(pid ?? 0, 0)).toThrow();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect([stopping.restarts, launches().length]).toEqual([0, 1]);
});
