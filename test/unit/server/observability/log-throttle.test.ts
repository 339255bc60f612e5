import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createLogger } from "../../../../server/web/observability/logger.js";
import { throttledLog } from "../../../../server/web/observability/log-throttle.js";

const lines: Record<string, unknown>[] = [];
const logger = createLogger("info", {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
});

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  lines.length = 0;
});
afterEach(() => vi.useRealTimers());

test("the first occurrence is logged, the rest of the interval counted into the next line", () => {
  const log = throttledLog(logger, "refused", 10_000);
  log({ path: "/a" });
  for (let i = 0; i < 5; i++) log({ path: "/b" });
  vi.setSystemTime(9_999);
  log({ path: "/c" });
  expect(lines.map((line) => line.path)).toEqual(["/a"]);
  vi.setSystemTime(10_000);
  log({ path: "/d" });
  expect(lines.at(-1)).toMatchObject({ msg: "refused", path: "/d", alsoInLastInterval: 6 });
  vi.setSystemTime(25_000);
  log({ path: "/e" });
  expect(lines.at(-1)).not.toHaveProperty("alsoInLastInterval");
  expect(lines).toHaveLength(3);
});
