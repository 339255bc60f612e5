// WebKit, the engine of every iPhone browser: Debian's WebKitGTK MiniBrowser, driven by its WebKitWebDriver
// (both installed by .ci/run) over classic WebDriver (webdriver-client.ts), on a virtual X display
// (xvfb-run: the MiniBrowser's own headless mode hangs). One browser per test file; pages go through a
// proxy that adds the watch script (webkit-watch.ts) first in <head>, since classic WebDriver cannot run
// a script before the page's own.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { startSession, type WebDriverSession } from "./webdriver-client.js";
import { WAIT_BUDGET_MS } from "./harness.js";

const MINIBROWSER_PLACES = [
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser",
  "/usr/libexec/webkit2gtk-4.1/MiniBrowser",
];

export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? MINIBROWSER_PLACES.find((place) => existsSync(place));

// GTK keeps a window as wide as its toolbar wants (447 px); this user style lets it narrow to a phone's.
const NARROW_TOOLBAR_CSS = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n";

export interface WebKit {
  driver: WebDriverSession;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}

async function driverReady(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + WAIT_BUDGET_MS;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error("WebKitWebDriver did not answer /status");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts WebKitWebDriver under xvfb-run and a MiniBrowser session; `javaScript: false` for no-script visits. */
export async function launchWebKit({ javaScript = true } = {}): Promise<WebKit> {
  if (!MINIBROWSER_PATH) throw new Error("WebKitGTK's MiniBrowser not found: apt-get install webkit2gtk-driver");
  const config = await mkdtemp(path.join(os.tmpdir(), "webkit-"));
  await mkdir(path.join(config, "gtk-3.0"));
  await writeFile(path.join(config, "gtk-3.0", "gtk.css"), NARROW_TOOLBAR_CSS);
  const port = await freePort();
  // Its own process group, so close() ends xvfb-run, Xvfb, the driver and the browser together.
  const driverProcess = spawn(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1440x900x24", "WebKitWebDriver", `--port=${port}`, "--host=127.0.0.1"],
    { detached: true, stdio: "ignore", env: { ...process.env, XDG_CONFIG_HOME: config } },
  );
  const stop = async () => {
    if (driverProcess.pid !== undefined && driverProcess.exitCode === null) process.kill(-driverProcess.pid, "SIGTERM");
    await rm(config, { recursive: true, force: true });
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await driverReady(url, driverProcess);
    const args = ["--automation", ...(javaScript ? [] : ["--enable-javascript=false"])];
    const driver = await startSession(url, { "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args } });
    return {
      driver,
      close: async () => {
        await driver.end().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
