// Builds before the tiers that serve or start the built site (vitest.config.ts): the client bundle
// (served by server and browser tests) and the server entry points (started as real processes by the
// shutdown and content-service tests). Each such tier names this set-up; the build runs once a run.
import { execFileSync } from "node:child_process";

/** Set in the one process that runs every tier's global set-up, once the build is done. */
const BUILT = "WEBSITE_TEST_BUILD_DONE";

export default function setup(): void {
  if (process.env[BUILT] === "1") return;
  execFileSync(process.execPath, ["build.mjs"], { stdio: "inherit" });
  process.env[BUILT] = "1";
}
