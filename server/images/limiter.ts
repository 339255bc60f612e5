// Runs at most `concurrency` tasks at once; up to `maxQueue` more wait in order, beyond that a task is
// refused at once (503) instead of piling up memory and latency.
import { ImageError } from "./image-error.js";

export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueue: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw new ImageError(503, "圖片處理忙碌中，請稍後再試");
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` never dips and lets a newcomer jump the queue.
      if (next) next();
      else this.running -= 1;
    }
  }
}
