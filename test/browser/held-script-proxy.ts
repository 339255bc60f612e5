// A proxy in front of a test site that holds back one script (swiper's chunk) until the test lets it
// through: a slider cannot start while it is held, so a test can act on a slider not yet started in any
// engine, whatever the machine's speed, and then see what the slider does once it starts. Each proxy is
// its own origin, so no browser cache from an earlier test hands the script over early.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";

export interface HeldScriptProxy {
  url: string;
  /** Resolves once the browser has asked for the held script (the slider is starting). */
  asked: Promise<void>;
  /** Lets the held script (and any later request for it) through. */
  release(): void;
  /** Starts holding (a proxy started with `holding: false` lets the script through until then). */
  hold(): void;
  close(): Promise<void>;
}

/** Swiper's own chunk, from the build's manifest. */
export function swiperChunk(): string {
  const manifest: unknown = JSON.parse(readFileSync(path.resolve("public/assets/manifest.json"), "utf8"));
  const modules = typeof manifest === "object" && manifest !== null && "modules" in manifest ? manifest.modules : null;
  const files = typeof modules === "object" && modules !== null ? Object.entries(modules) : [];
  const own: unknown = files.find(([name]) => name === "node_modules/swiper/swiper.mjs")?.[1];
  if (!Array.isArray(own) || typeof own[0] !== "string") throw new Error("swiper's chunk is not in the manifest");
  return own[0];
}

export async function startHeldScriptProxy(target: string, held: string, holding = true): Promise<HeldScriptProxy> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  const server = http.createServer((req, res) => {
    const forward = () => {
      const onward = http.request(
        `${target}${req.url ?? "/"}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      onward.on("error", () => res.destroy());
      req.pipe(onward);
    };
    if (!holding || new URL(req.url ?? "/", target).pathname !== held) return forward();
    markAsked();
    void released.then(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    release,
    hold: () => (holding = true),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
