// The child's side of the liveness probe: a beat at every interval whatever the requests do (a request's
// beat must not push the timer's back, or a child busy in the right rhythm falls silent for 1.5
// intervals), and requests beat too, at most once per half interval.
import type { Server } from "node:http";
import { EventEmitter } from "node:events";
import { afterEach, expect, test, vi } from "vitest";
import { startHeartbeat, type Heartbeat } from "../../../server/content-service/liveness-heartbeat.js";

afterEach(() => {
  vi.useRealTimers();
});

function beating(intervalMs: number) {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "performance"] });
  const server = new EventEmitter() as unknown as Server;
  const beats: number[] = [];
  const stop = startHeartbeat(server, intervalMs, (beat: Heartbeat) => {
    expect(beat.type).toBe("alive");
    beats.push(performance.now());
  });
  return { server, beats, stop };
}

test("a request late in an interval does not hold back the next timer beat", () => {
  const { server, beats, stop } = beating(1000);
  for (let tick = 0; tick < 4; tick++) {
    vi.advanceTimersByTime(600);
    server.emit("request");
    vi.advanceTimersByTime(400);
  }
  stop();
  // Start, then each request (600 ms after a beat) and each timer beat (400 ms after the request).
  expect(beats).toEqual([0, 600, 1000, 1600, 2000, 2600, 3000, 3600, 4000]);
});

test("requests beat at most once per half interval", () => {
  const { server, beats, stop } = beating(1000);
  for (let i = 0; i < 10; i++) {
    vi.advanceTimersByTime(100);
    server.emit("request");
  }
  stop();
  expect(beats).toEqual([0, 500, 1000]);
});
