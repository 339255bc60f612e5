// The content folder on a read-only or network mount (issue 45): the built content service only reads it.
// It starts, serves a photo from it, reloads an edit, and stops, and nothing in the folder changes: no file
// or folder added, removed or rewritten (size, mtime, ctime, bytes). Where the host allows a private mount
// namespace (root, as the tests run in CI), the service sees the folder through a read-only bind mount, so a
// write would also fail there (EROFS) and be logged.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { z } from "zod";
import { OWN, writeOwnContentFolder } from "../../fixtures/own-content-folder.js";
import { tempDbFile } from "../content-test-service.js";

const ENTRY = path.resolve("dist/server/content-service/main.js");
const POLL_MS = 100;
const temp = tempDbFile();
const folder = path.join(temp.dir, "content");
const view = path.join(temp.dir, "read-only-view");
let child: ChildProcess | null = null;
const pageAnswer = z.object({ data: z.object({ result: z.object({ title: z.string(), image: z.string() }) }) });
const logLine = z.object({ level: z.number(), msg: z.string() });

beforeAll(async () => {
  await writeOwnContentFolder(folder);
  fs.mkdirSync(view);
});
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  temp.remove();
});

/** Bind-mounts $1 read-only on $2 in a mount namespace of the command's own, then runs the rest. */
const READ_ONLY_VIEW = 'mount --bind "$1" "$2" && mount -o remount,bind,ro "$2" && shift 2 && exec "$@"';

/** The command that runs `args` with `folder` seen read-only at `view`, when this host allows it. */
function readOnlyCommand(args: string[]): string[] | null {
  const wrapper = ["unshare", "--mount", "--propagation", "private", "sh", "-c", READ_ONLY_VIEW, "sh", folder, view];
  const [command = "", ...rest] = wrapper;
  const cannotWrite = ["sh", "-c", 'touch "$1/probe" 2>/dev/null && exit 3; exit 0', "sh", view];
  return spawnSync(command, [...rest, ...cannotWrite], { stdio: "ignore" }).status === 0 ? [...wrapper, ...args] : null;
}

/** Every entry under the folder, with what a write would change. */
function snapshot(root: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const walk = (dir: string) => {
    const stat = fs.lstatSync(dir);
    entries[path.relative(root, dir) || "."] = `dir ${stat.mtimeMs} ${stat.ctimeMs} ${stat.mode}`;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const file = fs.lstatSync(full);
      const hash = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
      entries[path.relative(root, full)] = `${file.size} ${file.mtimeMs} ${file.ctimeMs} ${file.mode} ${hash}`;
    }
  };
  walk(root);
  return entries;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

test("the service only reads the content folder: start, a photo served, a reload, a stop", async () => {
  const before = snapshot(folder);
  const port = await freePort();
  const node = [process.execPath, ENTRY];
  const mounted = readOnlyCommand(node);
  const [command = "", ...args] = mounted ?? node;
  console.warn(`content folder ${mounted ? "on a read-only bind mount" : "as it is (no mount namespace here)"}`);
  let output = "";
  child = spawn(command, args, {
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "info",
      CONTENT_PORT: String(port),
      CONTENT_DB: path.join(temp.dir, "content.db"),
      CONTENT_DIR: mounted ? view : folder,
      CONTENT_POLL_MS: String(POLL_MS),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child?.on("exit", (code) => resolve(code)));
  const page = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/website/getPage`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: 40 }),
    }).catch(() => null);
    return response?.ok ? pageAnswer.parse(await response.json()).data.result : null;
  };
  await expect.poll(async () => (await page())?.title, { timeout: 30_000 }).toBe(OWN.page);
  const image = (await page())?.image ?? "";
  const photo = await fetch(`http://127.0.0.1:${port}${image}`);
  expect([photo.status, photo.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
  await photo.arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 5 * POLL_MS));
  expect(snapshot(folder)).toEqual(before);

  // An editor's change (through the writable path): the service reloads it and still writes nothing.
  const pageFile = path.join(folder, "pages/40.yaml");
  fs.writeFileSync(pageFile, fs.readFileSync(pageFile, "utf8").replace(`title: ${OWN.page}`, "title: 唯讀資料夾"));
  const edited = snapshot(folder);
  await expect.poll(async () => (await page())?.title, { timeout: 30_000 }).toBe("唯讀資料夾");
  await new Promise((resolve) => setTimeout(resolve, 5 * POLL_MS));
  expect(snapshot(folder)).toEqual(edited);

  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(snapshot(folder)).toEqual(edited);
  const logged = output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => logLine.parse(JSON.parse(line)));
  expect(logged.filter((line) => (line.level ?? 0) >= 40)).toEqual([]);
  expect(logged.filter((line) => line.msg === "content loaded")).toHaveLength(2);
});
