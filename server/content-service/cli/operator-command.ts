// What the operator commands share: a refusal is one line `name: message` on standard error, exit 1 or 2.
import fs from "node:fs";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { ConfigError, loadContentConfig, type ContentConfig } from "../config.js";

export class CommandFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

export class UsageError extends CommandFailure {
  constructor(message: string) {
    super(message, 2);
  }
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function parseOptions<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(messageOf(error));
  }
}

/** A command never creates the database (only the service does, seeded). */
export function existingDatabase(dbFile: string): string {
  if (!fs.existsSync(dbFile)) throw new CommandFailure(`no content database at ${dbFile} (CONTENT_DB)`);
  return dbFile;
}

export function contentConfigWithDatabase(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const config = loadContentConfig(env);
  existingDatabase(config.dbFile);
  return config;
}

export type Say = (line: string) => void;

/** Exit code: the command's number (0 when none), 0 with the usage for "help", or that of what it threw. */
export async function runOperatorCommand(
  name: string,
  usage: string,
  run: (argv: readonly string[], say: Say) => Promise<number | "help" | void> | number | "help" | void,
): Promise<void> {
  const say: Say = (line) => void process.stderr.write(`${name}: ${line}\n`);
  try {
    const outcome = await run(process.argv.slice(2), say);
    if (outcome === "help") process.stdout.write(usage);
    process.exitCode = typeof outcome === "number" ? outcome : 0;
  } catch (error) {
    process.exitCode = error instanceof CommandFailure ? error.exitCode : 1;
    // The configuration's own lines already name each bad variable.
    if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
    else if (error instanceof UsageError) process.stderr.write(`${name}: ${error.message}\n\n${usage}`);
    else if (error instanceof CommandFailure) say(error.message);
    else say(`failed: ${messageOf(error)}`);
  }
}
