// `npm start` read by a person: run under a pseudo-terminal (util-linux's `script`), the built server's
// first line names the site's address and every line is readable, none of it JSON; through a pipe the
// same start is JSON lines, the first one naming the address too.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, expect, test } from "vitest";
import { freePort, startServerProcess, waitFor } from "../fixtures/server-process.js";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "terminal-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const withoutColours = (text: string) => stripVTControlCharacters(text).replaceAll("\r", "");

test("at a terminal: readable lines, the first saying where the site listens", async () => {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), PAGE_WARMING: "off", CONTENT_DB: path.join(dataDir, "a.db") };
  // script gives the server a terminal for stdout; its own output is what the terminal showed.
  const terminal = spawn("script", ["-qfec", `${process.execPath} dist/server/main.js`, "/dev/null"], {
    env,
    stdio: ["pipe", "pipe", "inherit"],
  });
  let shown = "";
  terminal.stdout.on("data", (chunk: Buffer) => (shown += chunk.toString("utf8")));
  const ended = new Promise((resolve) => terminal.once("exit", resolve));
  try {
    await waitFor("the listening line", () => withoutColours(shown).includes(`listening on http://localhost:${port}`));
  } finally {
    terminal.kill("SIGTERM");
    await ended;
  }
  const lines = withoutColours(shown)
    .split("\n")
    .filter((line) => line.trim() !== "");
  expect(lines[0]).toMatch(new RegExp(`^\\[\\d\\d:\\d\\d:\\d\\d\\] INFO: starting: http://localhost:${port}$`));
  expect(lines.filter((line) => line.trimStart().startsWith("{"))).toEqual([]);
});

test("through a pipe: JSON lines, the first naming the address", async () => {
  const port = await freePort();
  const server = startServerProcess(port, { CONTENT_DB: path.join(dataDir, "b.db") });
  try {
    await waitFor("the listening line", () =>
      server.logs.some((line) => line.msg === `listening on http://localhost:${port}`),
    );
  } finally {
    await server.stop();
  }
  expect(server.logs[0]).toMatchObject({ level: 30, service: "web", msg: `starting: http://localhost:${port}` });
});
