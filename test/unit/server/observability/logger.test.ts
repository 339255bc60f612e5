// The web server's log: readable lines (pino-pretty) when stdout is a terminal, pino's JSON otherwise.
import { PassThrough } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import { expect, test } from "vitest";
import { createLogger, terminalDestination } from "../../../../server/web/observability/logger.js";

test("a pipe or a file gets JSON: no pretty printer in the way", () => {
  expect(terminalDestination(Object.assign(new PassThrough(), { isTTY: false }))).toBeUndefined();
  expect(terminalDestination(new PassThrough())).toBeUndefined();
});

test("a terminal gets a readable line: time, level, message, then the fields", () => {
  const terminal = Object.assign(new PassThrough(), { isTTY: true });
  let text = "";
  terminal.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const logger = createLogger("info", terminalDestination(terminal));
  logger.info({ port: 3000 }, "listening on http://localhost:3000");
  // Colours are the terminal's business: compare the words.
  const plain = stripVTControlCharacters(text);
  expect(plain).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: listening on http:\/\/localhost:3000\n {4}port: 3000\n$/);
  expect(plain).not.toContain('"service"');
});
