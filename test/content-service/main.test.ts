// The built standalone entry (dist/server/content-service/main.js, made by the tests' global build):
// IPC "listening" message, shutdown on SIGTERM and on loss of the parent, --reset-only, demo sponsors, config errors,
// and a content folder that breaks at a start or while it runs.
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadContentFolder } from "../../server/content-service/content-files/load-content-folder.js";
import { openContentDb } from "../../server/content-service/db/content-db.js";
import { pageResponse } from "../../shared/api/page.server.js";
import { OWN, writeOwnContentFolder } from "../fixtures/own-content-folder.js";
import { tempDbFile, openDemoDb } from "./content-test-service.js";
import { insertDonation } from "./donation-rows.js";

const ENTRY = path.resolve("dist/server/content-service/main.js");
let temp: ReturnType<typeof tempDbFile>;
beforeEach(() => {
  temp = tempDbFile();
});
afterEach(() => temp.remove());

function start(env: Record<string, string>): {
  child: ChildProcess;
  port: Promise<number>;
  exit: Promise<number | null>;
} {
  const child = fork(ENTRY, [], {
    env: { ...process.env, LOG_LEVEL: "silent", CONTENT_PORT: "0", ...env },
    stdio: "pipe",
  });
  const port = new Promise<number>((resolve, reject) => {
    child.on("message", (message: unknown) => {
      if (
        typeof message === "object" &&
        message !== null &&
        "type" in message &&
        message.type === "listening" &&
        "port" in message &&
        typeof message.port === "number"
      ) {
        resolve(message.port);
      }
    });
    child.on("exit", () => reject(new Error("exited before listening")));
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, exit };
}

describe("content-service main", () => {
  it("reports its port over IPC, serves, and exits cleanly when the parent lets go", async () => {
    const { child, port, exit } = start({ CONTENT_DB: path.join(temp.dir, "nested/folder/content.db") });
    const response = await fetch(`http://127.0.0.1:${await port}/api/homepage/slider`);
    expect(response.status).toBe(200);
    child.disconnect();
    expect(await exit).toBe(0);
  });

  it("shuts down gracefully on SIGTERM", async () => {
    const { child, port, exit } = start({ CONTENT_DB: temp.file });
    await port;
    child.kill("SIGTERM");
    expect(await exit).toBe(0);
  });

  it("supervised by the web server (CONTENT_SUPERVISED=1): a signal waits until the web server lets go", async () => {
    // Ctrl-C or systemd signal the whole process group: the web server still needs this service to
    // finish its own in-flight requests, and lets go of the IPC channel when it is done.
    const { child, port, exit } = start({ CONTENT_DB: temp.file, CONTENT_SUPERVISED: "1" });
    const url = `http://127.0.0.1:${await port}/api/homepage/slider`;
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await fetch(url)).status).toBe(200);
    expect(child.exitCode).toBeNull();
    child.disconnect();
    expect(await exit).toBe(0);
  });

  it("--reset-only loads the content again and keeps every donation (issue 34.3)", () => {
    const db = openDemoDb(temp.file);
    insertDonation(db, { donor_name: "林美華" });
    db.prepare("DELETE FROM album_photos").run();
    const before = db.prepare<[], number>("SELECT COUNT(*) FROM donations").pluck().get();
    db.close();
    const result = spawnSync(process.execPath, [ENTRY, "--reset-only"], {
      env: { ...process.env, LOG_LEVEL: "silent", CONTENT_DB: temp.file },
    });
    expect(result.status).toBe(0);
    const after = openContentDb(temp.file);
    expect(after.prepare<[], number>("SELECT COUNT(*) FROM donations").pluck().get()).toBe(before);
    expect(after.prepare<[], number>("SELECT COUNT(*) FROM album_photos").pluck().get()).toBeGreaterThan(0);
    after.close();
  });

  it("a demo start (the test keys) lists the demo sponsors", async () => {
    const { child, port, exit } = start({ CONTENT_DB: temp.file });
    const response = await fetch(`http://127.0.0.1:${await port}/api/homepage/sponsor?limit=10&offset=0`);
    expect(await response.json()).toMatchObject({ data: { Total: 28 } });
    child.disconnect();
    expect(await exit).toBe(0);
  });

  it("a database started with real keys never holds a demo donation, and loses any from a demo start (issue 34.4)", async () => {
    const real = {
      CONTENT_DB: temp.file,
      PAYMENT_GATEWAY_URL: "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5",
      ECPAY_MERCHANT_ID: "3383324",
      ECPAY_HASH_KEY: "RealMerchantKey01",
      ECPAY_HASH_IV: "RealMerchantIV001",
      PUBLIC_URL: "https://charity.example.org",
      RECONCILE_INTERVAL_MS: "0",
    };
    const donations = (file = temp.file) => {
      const db = openContentDb(file);
      const names = db.prepare<[], string>("SELECT donor_name FROM donations").pluck().all();
      db.close();
      return names;
    };
    const fresh = start(real);
    await fresh.port;
    fresh.child.disconnect();
    expect(await fresh.exit).toBe(0);
    expect(donations()).toEqual([]);

    const demoFile = path.join(temp.dir, "demo.db");
    const demo = openDemoDb(demoFile);
    insertDonation(demo, { donor_name: "林美華" });
    demo.close();
    expect(donations(demoFile)).toHaveLength(29);
    const again = start({ ...real, CONTENT_DB: demoFile });
    await again.port;
    again.child.disconnect();
    expect(await again.exit).toBe(0);
    expect(donations(demoFile)).toEqual(["林美華"]);
  });

  it("refuses bad configuration with a readable list", () => {
    const result = spawnSync(process.execPath, [ENTRY], {
      env: { ...process.env, CONTENT_PORT: "http", ECPAY_MERCHANT_ID: "!", CONTENT_DB: temp.file },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("CONTENT_PORT must be a port number");
    expect(result.stderr).toContain("ECPAY_MERCHANT_ID");
  });

  it("refuses to start with ECPay's public test keys and a real gateway (issue 7.10)", () => {
    const result = spawnSync(process.execPath, [ENTRY], {
      env: {
        ...process.env,
        PAYMENT_GATEWAY_URL: "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5",
        ECPAY_HASH_KEY: "",
        ECPAY_HASH_IV: "",
        CONTENT_DB: temp.file,
      },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/ECPAY_HASH_KEY and ECPAY_HASH_IV are ECPay's public test values/);
  });
});

/** `npm run serve`'s Node flags (the 128 MB heap the embedded content service is forked with). */
const SERVE_FLAGS = (
  JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { serve: string } }
).scripts.serve
  .split(/\s+/)
  .slice(1, -1);

describe("content-service main with a content folder that breaks (issue 45)", () => {
  let folder = "";
  beforeEach(async () => {
    folder = path.join(temp.dir, "content");
    await writeOwnContentFolder(folder);
  });

  /** The child under the serve flags, its log lines kept, and page 40's title as it serves it. */
  function startLogged(env: Record<string, string>) {
    const child = fork(ENTRY, [], {
      env: { ...process.env, LOG_LEVEL: "info", CONTENT_PORT: "0", CONTENT_DB: temp.file, CONTENT_DIR: folder, ...env },
      execArgv: SERVE_FLAGS,
      stdio: "pipe",
    });
    let log = "";
    child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
    child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
    const port = new Promise<number>((resolve, reject) => {
      child.on("message", (message: unknown) => {
        if (typeof message === "object" && message !== null && "port" in message && typeof message.port === "number")
          resolve(message.port);
      });
      child.on("exit", (code) => reject(new Error(`exited (${code}) before listening: ${log.slice(-2000)}`)));
    });
    const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const title = async () => {
      const response = await fetch(`http://127.0.0.1:${await port}/api/website/getPage`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: 40 }),
      });
      return pageResponse.parse(await response.json()).data.result.title;
    };
    return { child, port, exit, title, log: () => log };
  }

  it("a folder that cannot be read at a start leaves the service up with the content the database holds", async () => {
    const db = openContentDb(temp.file);
    expect(loadContentFolder(db, folder).ok).toBe(true);
    db.close();
    fs.mkdirSync(path.join(folder, "pages/x.yaml"));
    fs.symlinkSync("loop.jpg", path.join(folder, "photos/loop.jpg"));
    const { child, port, exit, title, log } = startLogged({});
    await port;
    expect(await title()).toBe(OWN.page);
    expect(log()).toContain("serving the content loaded before");
    child.disconnect();
    expect(await exit).toBe(0);
  });

  it("a 10 MB article written into a running site's folder is refused; the service stays up", async () => {
    const { child, port, exit, title, log } = startLogged({ CONTENT_POLL_MS: "100" });
    await port;
    expect(await title()).toBe(OWN.page);
    const paragraph = "    清晨集合，**分組**打掃社區公園，[紀錄](https://example.org/a)。\n\n";
    const article = `id: 999\ntitle: 很長的文章\ncontent:\n  markdown: |\n${paragraph.repeat((10 * 1024 * 1024) / Buffer.byteLength(paragraph))}`;
    fs.writeFileSync(path.join(folder, "articles/999.yaml"), article);
    const refused = /content refused: articles\/999\.yaml: [\d.]+ MB, over the limit/;
    const deadline = Date.now() + 50_000;
    while (!refused.test(log()) && child.exitCode === null && child.signalCode === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(child.exitCode ?? child.signalCode, log().slice(-1000)).toBeNull();
    expect(log()).toMatch(refused);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await title()).toBe(OWN.page);
    expect(child.exitCode ?? child.signalCode).toBeNull();
    child.disconnect();
    expect(await exit).toBe(0);
  }, 90_000);
});
