import { expect, test } from "vitest";
import { isImageError } from "../../../../server/images/image-error.js";
import { Limiter } from "../../../../server/images/limiter.js";

function deferred() {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

test("no more than `concurrency` tasks run at once, the rest start in order", async () => {
  const limiter = new Limiter(2, 10);
  const gates = [deferred(), deferred(), deferred(), deferred()];
  const started: number[] = [];
  const runs = gates.map((gate, i) =>
    limiter.run(async () => {
      started.push(i);
      await gate.done;
      return i;
    }),
  );
  await Promise.resolve();
  expect(started).toEqual([0, 1]);
  expect([limiter.active, limiter.queued]).toEqual([2, 2]);
  gates[1]?.release();
  await runs[1];
  await Promise.resolve();
  expect(started).toEqual([0, 1, 2]);
  for (const gate of gates) gate.release();
  expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  expect([limiter.active, limiter.queued]).toEqual([0, 0]);
});

test("a full queue refuses at once with 503, and a failed task frees its slot", async () => {
  const limiter = new Limiter(1, 1);
  const gate = deferred();
  const first = limiter.run(() => gate.done);
  const second = limiter.run(() => Promise.reject(new Error("boom")));
  const third = await limiter.run(() => Promise.resolve()).catch((error: unknown) => error);
  expect(isImageError(third) && third.status).toBe(503);
  gate.release();
  await first;
  await expect(second).rejects.toThrow("boom");
  expect(await limiter.run(() => Promise.resolve("free"))).toBe("free");
});
