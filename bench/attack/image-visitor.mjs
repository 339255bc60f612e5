// The visitor of bench/attack/image-variants.mjs, on its own thread so the attacker's thousands of
// answers on the main thread do not delay its timing: one new variant every 500 ms until the deadline.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { port, originUrl, mode, durationMs } = workerData;
const deadline = performance.now() + durationMs;
const byStatus = {};
const times = [];
for (let i = 0; performance.now() < deadline; i += 1) {
  const src = encodeURIComponent(`${originUrl}/visitor/${mode}-${i}.jpg`);
  const started = performance.now();
  const status = await new Promise((resolve) => {
    const req = http.get(
      {
        host: "127.0.0.1",
        port,
        path: `/_img?src=${src}&w=640`,
        agent: false,
        headers: { "x-forwarded-for": "198.51.100.7", accept: "image/webp,*/*" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(0));
  });
  byStatus[status] = (byStatus[status] ?? 0) + 1;
  times.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 500));
}
times.sort((a, b) => a - b);
parentPort.postMessage({ byStatus, p50: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0 });
