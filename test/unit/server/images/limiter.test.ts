import { expect, test } from "vitest";
import { isImageError } from "../../../../server/web/images/image-error.js";
import { Limiter, OverShare } from "../../../../server/web/images/limiter.js";

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
  // A full queue is everyone's problem, not one client's share.
  expect(third).not.toBeInstanceOf(OverShare);
  gate.release();
  await first;
  await expect(second).rejects.toThrow("boom");
  expect(await limiter.run(() => Promise.resolve("free"))).toBe("free");
});

test("one client holds at most its share; the others still get in", async () => {
  const limiter = new Limiter(1, 10, 2);
  const gate = deferred();
  const flood = [1, 2, 3].map(() => limiter.run(() => gate.done, "flooder").catch((error: unknown) => error));
  const third = await flood[2];
  expect(third).toBeInstanceOf(OverShare);
  const visitor = limiter.run(() => Promise.resolve("visitor"), "visitor");
  expect(limiter.queued).toBe(2);
  gate.release();
  expect(await visitor).toBe("visitor");
  await Promise.all(flood);
  // Its tasks done, the client's share is whole again.
  expect([limiter.active, limiter.queued]).toEqual([0, 0]);
  expect(await limiter.run(() => Promise.resolve("again"), "flooder")).toBe("again");
});

test("a freed slot goes to the waiting clients in turn, not to the longest backlog", async () => {
  const limiter = new Limiter(1, 20, 10);
  const gate = deferred();
  const order: string[] = [];
  const task = (name: string) => async () => {
    order.push(name);
    await gate.done;
  };
  const runs = [
    limiter.run(task("a0"), "a"),
    ...[1, 2, 3, 4].map((i) => limiter.run(task(`a${i}`), "a")),
    limiter.run(task("b1"), "b"),
    limiter.run(task("c1"), "c"),
    limiter.run(task("b2"), "b"),
  ];
  gate.release();
  await Promise.all(runs);
  expect(order).toEqual(["a0", "a1", "b1", "c1", "a2", "b2", "a3", "a4"]);
});
