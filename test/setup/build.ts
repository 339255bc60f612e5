// Builds once before any test: the client bundle (served by server and browser tests) and the
// server entry points (started as real processes by the shutdown and content-service tests).
import { execFileSync } from "node:child_process";

export default function setup(): void {
  execFileSync(process.execPath, ["build.mjs"], { stdio: "inherit" });
}
