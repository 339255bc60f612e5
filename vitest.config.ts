import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    setupFiles: ["test/setup/fail-on-console-error.ts"],
    globalSetup: ["test/setup/build.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Browser suites each start Chromium; two cores do not gain from more parallel files.
    maxWorkers: 2,
    pool: "forks",
  },
});
