// The built `npm run content:pull` entry (dist/server/content-service/content-pull.js) run as a process:
// its arguments, its refusals, and a pull from the project's test upstream into a new folder.
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentFolder } from "../../../server/content-service/content-files/read-content-folder.js";
import { startTestUpstream, type TestUpstream } from "../../fixtures/test-upstream.js";
import { tempDbFile } from "../content-test-service.js";

const ENTRY = path.resolve("dist/server/content-service/content-pull.js");
const USAGE =
  "usage: npm run content:pull -- --from <UPSTREAM_URL> --out <folder> [--page-path <path>]... [--charity <id>]...\n" +
  "  [--max-media-mb <n>] [--max-json-mb <n>] [--max-total-mb <n>] [--request-timeout-s <n>] [--total-timeout-s <n>]";
const temp = tempDbFile();
let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
}, 30_000);
afterAll(async () => {
  await upstream.close();
  temp.remove();
});

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}
// Asynchronously: the test upstream answers from this process.
const pull = (args: string[], env: Record<string, string> = {}): Promise<Outcome> =>
  promisify(execFile)(process.execPath, [ENTRY, ...args], { env: { PATH: process.env.PATH ?? "", ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: Outcome) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

describe("content:pull", () => {
  it("exits 2 with the reason and the usage for missing or wrong arguments", async () => {
    const out = path.join(temp.dir, "never");
    const cases: [string[], string][] = [
      [["--out", out], "missing --from or --out"],
      [["--from", upstream.url], "missing --from or --out"],
      [["--from", "ftp://upstream.example", "--out", out], "missing --from or --out"],
      [["--from", upstream.url, "--out", out, "--charity", "0"], "--charity takes a charity id"],
      [["--from", upstream.url, "--out", out, "--charity", "two"], "--charity takes a charity id"],
    ];
    for (const [args, reason] of cases)
      expect({ args, ...(await pull(args)) }).toEqual({ args, code: 2, stdout: "", stderr: `${reason}\n${USAGE}\n` });
    expect((await pull(["--from", upstream.url, "--out", out, "--unknown"])).code).toBe(2);
    expect(fs.existsSync(out)).toBe(false);
  });

  it("refuses to pull into a folder that is not empty, touching nothing in it", async () => {
    const out = path.join(temp.dir, "taken");
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, "notes.txt"), "mine");
    expect(await pull(["--from", upstream.url, "--out", out])).toEqual({
      code: 2,
      stdout: "",
      stderr: `${out} is not empty: pull into a new folder\n`,
    });
    expect(fs.readdirSync(out)).toEqual(["notes.txt"]);
  });

  it("exits 1 saying why when the upstream cannot be read", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const result = await pull(["--from", `http://127.0.0.1:${port}`, "--out", path.join(temp.dir, "unreachable")]);
    expect(result).toMatchObject({ code: 1, stdout: "" });
    expect(result.stderr).toMatch(/^content:pull failed: \S/);
  });

  it("writes a folder that reads without an error, and counts its files and photos", async () => {
    const out = path.join(temp.dir, "pulled");
    const result = await pull(["--from", upstream.url, "--out", out]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const [, files = "", photos = ""] =
      /^.+: (\d+) files, (\d+) photos and videos from (.+)\n$/.exec(result.stdout) ?? [];
    expect(result.stdout).toMatch(new RegExp(`^${out}: .* from ${upstream.url}\\n$`));
    const yaml = fs.readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml"));
    expect(Number(files)).toBe(yaml.length);
    expect(Number(photos)).toBeGreaterThan(0);
    const read = readContentFolder(out);
    expect(read.ok ? [] : read.errors).toEqual([]);
  }, 120_000);

  it("checks the pulled folder with the service's size settings, and refuses settings out of range", async () => {
    const small = { CONTENT_FILE_MAX_BYTES: "1024", CONTENT_FOLDER_MAX_BYTES: "1024" };
    const out = path.join(temp.dir, "small-limits");
    const result = await pull(["--from", upstream.url, "--out", out], small);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("CONTENT_FOLDER_MAX_BYTES");
    const wrong = await pull(["--from", upstream.url, "--out", path.join(temp.dir, "never")], {
      CONTENT_FILE_MAX_BYTES: "lots",
    });
    expect(wrong).toMatchObject({ code: 2, stdout: "" });
    expect(wrong.stderr).toContain("CONTENT_FILE_MAX_BYTES must be a whole number of bytes");
  }, 120_000);
});
