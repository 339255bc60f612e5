// Starts the embedded content service (SQLite demo content) as a child process on a loopback port,
// for when UPSTREAM_URL is not set. The web server then talks to it over HTTP like any upstream.
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Logger } from "./logger.js";

export interface EmbeddedService {
  url: string;
  stop(): Promise<void>;
}

function isListening(message: unknown): message is { type: "listening"; port: number } {
  return (
    typeof message === "object" &&
    message !== null &&
    "type" in message &&
    message.type === "listening" &&
    "port" in message &&
    typeof message.port === "number"
  );
}

export function startEmbeddedContentService(
  logger: Logger,
  env: NodeJS.ProcessEnv = process.env,
): Promise<EmbeddedService> {
  // Next to this file after the build: dist/server/content-service/main.js.
  const entry = fileURLToPath(new URL("./content-service/main.js", import.meta.url));
  const child: ChildProcess = fork(entry, [], {
    env: { ...env, CONTENT_HOST: "127.0.0.1", CONTENT_PORT: env.CONTENT_PORT ?? "0" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("embedded content service did not start within 30 s")), 30_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`embedded content service exited with code ${code}`));
    });
    child.on("message", (message) => {
      if (!isListening(message)) return;
      clearTimeout(timer);
      const url = `http://127.0.0.1:${message.port}`;
      logger.info({ url }, "embedded content service started");
      resolve({
        url,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}
