// The demo content as a slow backend: the embedded content service on its own, behind a proxy that
// holds every request `delayMs` before passing it on (a shared-hosting PHP backend on a bad day) and
// counts the calls it gets. Used by bench/cold-visit.mjs.
import { fork } from "node:child_process";
import http from "node:http";
import path from "node:path";

export async function startSlowUpstream(workDir, delayMs) {
  const content = fork("dist/server/content-service/main.js", [], {
    env: { ...process.env, CONTENT_HOST: "127.0.0.1", CONTENT_PORT: "0", CONTENT_DB: path.join(workDir, "slow.db") },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const contentPort = await new Promise((resolve) =>
    content.on("message", (m) => m && m.type === "listening" && resolve(m.port)),
  );
  const state = { calls: 0, delayMs, lastCallAt: 0 };
  const front = http.createServer((req, res) => {
    state.calls += 1;
    state.lastCallAt = Date.now();
    setTimeout(() => {
      const onward = http.request(
        { host: "127.0.0.1", port: contentPort, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      onward.on("error", () => res.destroy());
      req.pipe(onward);
    }, state.delayMs);
  });
  await new Promise((resolve) => front.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${front.address().port}`,
    state,
    /** Resolves once no call has arrived for `quietMs` from now on (a start-up warming or a refresh is done). */
    async quiet(quietMs, timeoutMs = 120_000) {
      const from = Date.now();
      const deadline = from + timeoutMs;
      while (Date.now() - Math.max(state.lastCallAt, from) < quietMs && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
    close: () => {
      front.close();
      content.kill("SIGTERM");
    },
  };
}
