// Once after start-up, the sitemap's pages rendered into the page cache, one at a time; not repeated,
// or a slow upstream would be called around the clock (docs/architecture.md, "Caches").
import type { Logger } from "../observability/logger.js";
import type { PageOutcome } from "./page-cache.js";
import type { PageTarget } from "../routing/page-key.js";
import type { Sorter } from "../routing/sort-request.js";

export interface PageWarmingDeps {
  listPaths: () => Promise<string[]>;
  sorter: Sorter;
  warm: (target: PageTarget) => Promise<PageOutcome | null>;
  /** At most this many pages (the page cache's entry bound): more would only push each other out. */
  maxPages: number;
  logger: Logger;
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface PageWarming {
  done: Promise<void>;
  stop(): void;
}

export function startPageWarming({
  listPaths,
  sorter,
  warm,
  maxPages,
  logger,
  backoffMs = 1000,
  maxBackoffMs = 60_000,
}: PageWarmingDeps): PageWarming {
  let stopped = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let pause = backoffMs;
  const sleep = (ms: number) =>
    new Promise<boolean>((resolve) => {
      wake = () => resolve(false);
      timer = setTimeout(() => resolve(!stopped), ms);
      timer.unref();
    });
  const failed = async (what: string, error: unknown): Promise<boolean> => {
    logger.warn({ err: error, pauseMs: pause }, `page warming: ${what} failed; pausing`);
    const going = await sleep(pause);
    pause = Math.min(pause * 2, maxBackoffMs);
    return going;
  };

  const run = async (): Promise<void> => {
    // Off the start-up path: the server listens first.
    if (!(await sleep(0))) return;
    let paths: string[] | null = null;
    while (!paths) {
      try {
        paths = await listPaths();
      } catch (error) {
        if (!(await failed("the page list", error))) return;
      }
    }
    let warmed = 0;
    for (const path of paths) {
      if (warmed >= maxPages) break;
      const sorted = sorter.sort("GET", path);
      if (sorted.kind !== "page" || sorted.target.notFound) continue;
      const { target } = sorted;
      for (;;) {
        if (stopped) return;
        try {
          const outcome = await warm(target);
          // Rendered but not storable (an upstream call failed): the upstream is failing, pause and retry.
          if (outcome?.kind === "live" && outcome.degraded) throw new Error(`${path}: an upstream call failed`);
          pause = backoffMs;
          break;
        } catch (error) {
          if (!(await failed(path, error))) return;
        }
      }
      warmed++;
    }
    logger.info({ pages: warmed }, "page warming done");
  };

  const done = run().catch((error: unknown) => logger.error({ err: error }, "page warming stopped"));
  return {
    done,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
    },
  };
}
