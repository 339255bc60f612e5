// Builds the client bundle once before any test, so server and browser tests serve real assets.
import { execFileSync } from "node:child_process";

export default function setup(): void {
  execFileSync(process.execPath, ["build.mjs", "--client"], { stdio: "inherit" });
}
