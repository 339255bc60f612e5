import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    setupFiles: ["test/setup/fail-on-console-error.ts"],
    globalSetup: ["test/setup/build.ts"],
    // Browser tests on a busy 2-core machine: a page load, hydration and a few slider moves can take
    // tens of seconds. Each Playwright wait has a smaller budget (test/browser/harness.ts), so a stuck
    // wait fails by name before this does.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits on a state; its default 1 s budget is shorter than a client navigation or a
    // drawer transition can take on that machine. Same budget as a Playwright wait (WAIT_BUDGET_MS).
    expect: { poll: { timeout: 25_000 } },
    // Browser suites each start Chromium; two cores do not gain from more parallel files.
    maxWorkers: 2,
    pool: "forks",
  },
});
