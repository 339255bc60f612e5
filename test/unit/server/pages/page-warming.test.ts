// Start-up warming's schedule: one page at a time, paused while the upstream fails, bounded by the
// page cache's size, stopped on shutdown.
import { pino } from "pino";
import type { StaticHandlerContext } from "react-router";
import { expect, test } from "vitest";
import type { PageOutcome } from "../../../../server/web/pages/page-cache.js";
import type { PageTarget } from "../../../../server/web/routing/page-key.js";
import { createSorter } from "../../../../server/web/routing/sort-request.js";
import { startPageWarming } from "../../../../server/web/pages/page-warming.js";
import { routes } from "../../../../shared/routes/route-table.js";

const logger = pino({ level: "silent" });
const PATHS = ["/", "/about", "/no-such-page", "/reward", "/page3?id=1"];
const degraded: PageOutcome = { kind: "live", context: {} as StaticHandlerContext, degraded: true };

test("pages are rendered one at a time, not-found paths skipped, up to the bound", async () => {
  const warmed: string[] = [];
  let running = 0;
  let most = 0;
  const warming = startPageWarming({
    listPaths: async () => PATHS,
    sorter: createSorter(routes),
    maxPages: 3,
    logger,
    warm: async (target: PageTarget) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      warmed.push(target.url);
      running--;
      return null;
    },
  });
  await warming.done;
  expect(warmed).toEqual(["/", "/about", "/reward"]);
  expect(most).toBe(1);
});

test("while the upstream fails the work pauses, longer each time, then goes on", async () => {
  const tries: number[] = [];
  let listFailures = 2;
  let pageFailures = 2;
  const start = Date.now();
  const warming = startPageWarming({
    listPaths: async () => {
      if (listFailures-- > 0) throw new Error("upstream down");
      return ["/about"];
    },
    sorter: createSorter(routes),
    maxPages: 10,
    logger,
    backoffMs: 20,
    warm: async () => {
      tries.push(Date.now() - start);
      return pageFailures-- > 0 ? degraded : null;
    },
  });
  await warming.done;
  expect(tries).toHaveLength(3);
  // 20 + 40 for the list, then 80 and 160 for the page (the pause doubles until a success).
  expect(tries[0]).toBeGreaterThanOrEqual(55);
  expect((tries[2] ?? 0) - (tries[0] ?? 0)).toBeGreaterThanOrEqual(230);
});

test("stopped during a pause, it renders nothing more", async () => {
  let calls = 0;
  const warming = startPageWarming({
    listPaths: async () => {
      calls++;
      throw new Error("upstream down");
    },
    sorter: createSorter(routes),
    maxPages: 10,
    logger,
    backoffMs: 10_000,
    warm: async () => null,
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  warming.stop();
  await warming.done;
  expect(calls).toBe(1);
});
