// The attack script's command line: --help prints the script's opening comment, `arg` reads `--name value`.
import { readFileSync } from "node:fs";

/** Prints the opening comment of the script at `scriptUrl` and exits when --help or -h was given. */
export function helpIfAsked(scriptUrl) {
  if (!process.argv.includes("--help") && !process.argv.includes("-h")) return;
  const lines = readFileSync(new URL(scriptUrl), "utf8").split("\n");
  const opening = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith("//")),
  );
  console.log(opening.map((line) => line.slice(3)).join("\n"));
  process.exit(0);
}

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
