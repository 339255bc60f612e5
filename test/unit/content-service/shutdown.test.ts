// onShutdown's decisions with the process's listeners captured rather than installed: jobs stopped, idle
// connections closed, the database closed and exit 0 once the server has closed; stragglers cut after the
// grace; one stop however many signals; supervised, a signal waits for the parent (or 30 s), a lost parent not.
import http from "node:http";
import pino from "pino";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { onShutdown } from "../../../server/content-service/shutdown.js";

type Listener = () => void;
let listeners: Map<string, Listener>;
let calls: string[];
let closed: (() => void) | undefined;
let server: http.Server;

/** Runs `run` while the process has no parent (`send` absent) or a lost one; the worker's own IPC needs them back. */
function asChild(state: "no parent" | "parent gone", run: () => void): void {
  const key = state === "no parent" ? "send" : "connected";
  const descriptor = Object.getOwnPropertyDescriptor(process, key);
  Object.defineProperty(process, key, { value: state === "no parent" ? undefined : false, configurable: true });
  try {
    run();
  } finally {
    if (descriptor) Object.defineProperty(process, key, descriptor);
    else Reflect.deleteProperty(process, key);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  listeners = new Map();
  calls = [];
  closed = undefined;
  vi.spyOn(process, "once").mockImplementation((event: string | symbol, listener: Listener) => {
    listeners.set(String(event), listener);
    return process;
  });
  vi.spyOn(process, "exit").mockImplementation((code?: string | number | null) => {
    calls.push(`exit ${code}`);
    return undefined as never;
  });
  server = http.createServer();
  vi.spyOn(server, "close").mockImplementation((callback?: (error?: Error) => void) => {
    calls.push("server.close");
    closed = () => callback?.();
    return server;
  });
  vi.spyOn(server, "closeIdleConnections").mockImplementation(() => calls.push("closeIdle"));
  vi.spyOn(server, "closeAllConnections").mockImplementation(() => calls.push("closeAll"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function start(supervised = false): void {
  onShutdown({
    server,
    logger: pino({ level: "silent" }),
    close: () => calls.push("db.close"),
    jobs: [{ stop: () => calls.push("job.stop") }],
    supervised,
  });
}
const signal = (name: string) => listeners.get(name)?.();

it("on SIGTERM: stops the jobs, closes the server and idle connections, then the database, then exits 0", () => {
  asChild("no parent", () => start());
  expect([...listeners.keys()].sort()).toEqual(["SIGINT", "SIGTERM"]);
  signal("SIGTERM");
  expect(calls).toEqual(["job.stop", "server.close", "closeIdle"]);
  closed?.();
  expect(calls.slice(3)).toEqual(["db.close", "exit 0"]);
  vi.advanceTimersByTime(10_000);
  expect(calls).not.toContain("closeAll");
});

it("cuts connections still open after 5 s, and stops once however many signals come", () => {
  asChild("no parent", () => start());
  signal("SIGINT");
  signal("SIGTERM");
  vi.advanceTimersByTime(4_999);
  expect(calls).toEqual(["job.stop", "server.close", "closeIdle"]);
  vi.advanceTimersByTime(1);
  expect(calls).toEqual(["job.stop", "server.close", "closeIdle", "closeAll"]);
});

// The tier's workers are forked (vitest.config.ts): the process running these tests has a connected parent.
it("with a parent but unsupervised: a signal stops at once, and so does losing the parent", () => {
  expect(process.connected).toBe(true);
  start();
  expect(listeners.has("disconnect")).toBe(true);
  signal("SIGTERM");
  expect(calls).toContain("server.close");
  calls.length = 0;
  start();
  signal("disconnect");
  expect(calls).toContain("server.close");
});

it("supervised and connected: a signal waits for the parent to let go", () => {
  start(true);
  signal("SIGTERM");
  vi.advanceTimersByTime(29_000);
  expect(calls).toEqual([]);
  signal("disconnect");
  expect(calls).toEqual(["job.stop", "server.close", "closeIdle"]);
});

it("supervised: a parent that never lets go is left after 30 s; one already gone is not waited for", () => {
  start(true);
  signal("SIGINT");
  vi.advanceTimersByTime(29_999);
  expect(calls).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(calls).toEqual(["job.stop", "server.close", "closeIdle"]);

  calls.length = 0;
  start(true);
  asChild("parent gone", () => signal("SIGTERM"));
  expect(calls).toEqual(["job.stop", "server.close", "closeIdle"]);
});
