// Bounded slots with a bounded queue (503 beyond it), each client's share capped and served in turn,
// so one client's burst waits behind everyone else's next task (docs/images.md).
import { ImageError } from "./image-error.js";

const busy = () => new ImageError(503, "圖片處理忙碌中，請稍後再試");

export class OverShare extends ImageError {
  constructor() {
    super(503, "圖片處理忙碌中，請稍後再試");
    this.name = "OverShare";
  }
}

export class Limiter {
  private running = 0;
  private waitingCount = 0;
  /** Waiting tasks per client, in the order the clients are served (Map keeps insertion order). */
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly held = new Map<string, number>();

  constructor(
    private readonly concurrency: number,
    private readonly maxQueue: number,
    private readonly perClient = Number.POSITIVE_INFINITY,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waitingCount;
  }

  async run<T>(task: () => Promise<T>, client = ""): Promise<T> {
    const holds = this.held.get(client) ?? 0;
    if (holds >= this.perClient) throw new OverShare();
    if (this.running >= this.concurrency) {
      if (this.waitingCount >= this.maxQueue) throw busy();
      this.held.set(client, holds + 1);
      this.waitingCount += 1;
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(client);
        if (queue) queue.push(resolve);
        else this.waiting.set(client, [resolve]);
      });
    } else {
      this.held.set(client, holds + 1);
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const left = (this.held.get(client) ?? 1) - 1;
      if (left > 0) this.held.set(client, left);
      else this.held.delete(client);
      const next = this.takeNext();
      // The slot passes straight to the next task, so `running` never dips and lets a newcomer jump the queue.
      if (next) next();
      else this.running -= 1;
    }
  }

  private takeNext(): (() => void) | undefined {
    const first = this.waiting.entries().next();
    if (first.done) return undefined;
    const [client, queue] = first.value;
    const next = queue.shift();
    this.waiting.delete(client);
    if (queue.length > 0) this.waiting.set(client, queue);
    this.waitingCount -= 1;
    return next;
  }
}
