import { defineConfig } from "vitest/config";

/** Unit tests that read the built files (the client bundle, the server bundle) rather than the sources. */
const READS_THE_BUILD = ["test/unit/client-bundle.test.ts"];
const WEBKIT = "test/browser/webkit-*.test.ts";

/** A tier that serves or starts the built site: the build runs first (once per run, test/setup/build.ts). */
const built = (name: string, include: string[], extra: { exclude?: string[]; fileParallelism?: boolean } = {}) => ({
  extends: true as const,
  test: { name, include, globalSetup: ["test/setup/build.ts"], ...extra },
});

export default defineConfig({
  test: {
    setupFiles: ["test/setup/fail-on-console-error.ts"],
    // One project per tier: `npm test` runs them all; `vitest run --project unit` runs one, and only the
    // tiers that need the build wait for it.
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["test/unit/**/*.test.{ts,tsx}"], exclude: READS_THE_BUILD },
      },
      built("bundle", READS_THE_BUILD),
      built("server", ["test/server/**/*.test.{ts,tsx}"]),
      built("content-service", ["test/content-service/**/*.test.ts"]),
      built("browser", ["test/browser/**/*.test.ts"], { exclude: [WEBKIT] }),
      // One WebKit at a time: each file's MiniBrowser, Xvfb and web processes are heavy for two cores.
      built("webkit", [WEBKIT], { fileParallelism: false }),
      built("deploy", ["test/deploy/**/*.test.ts"]),
    ],
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
