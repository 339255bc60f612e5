// Reading the deploy kit as an operator does: the command lines of docs/deploying.md's shell blocks, and a
// systemd unit's settings.
import { readFileSync } from "node:fs";

/** Every line of every ```sh block of docs/deploying.md, comments and blank lines left out. */
export function docCommandLines(doc = readFileSync("docs/deploying.md", "utf8")): string[] {
  return [...doc.matchAll(/^```sh\n([\s\S]*?)^```$/gm)]
    .flatMap((block) => (block[1] ?? "").split("\n"))
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** The one command line of the doc that matches; a test step fails by name when the doc no longer has it. */
export function docCommandLine(pattern: RegExp): string {
  const found = docCommandLines().filter((line) => pattern.test(line));
  if (found.length !== 1) throw new Error(`docs/deploying.md has ${found.length} command lines matching ${pattern}`);
  return found[0] ?? "";
}

export interface UnitSettings {
  /** The value of a setting the unit must have exactly once. */
  one(key: string): string;
  /** Every value of a setting, in order. */
  all(key: string): string[];
}

export function unitSettings(text: string): UnitSettings {
  const all = (key: string) =>
    text
      .split("\n")
      .filter((line) => line.startsWith(`${key}=`))
      .map((line) => line.slice(key.length + 1));
  return {
    all,
    one(key) {
      const values = all(key);
      if (values.length !== 1) throw new Error(`the unit has ${values.length} ${key}= lines`);
      return values[0] ?? "";
    },
  };
}
