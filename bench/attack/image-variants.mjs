// Unbounded image variants (issue 18 item 2): a media origin (MEDIA_ORIGINS) that answers every
// picture address with a photo, as a CDN in front of a gallery does, and one attacker address asking
// /_img for ever-new variants over `connections` keep-alive connections for `durationMs`:
//   "cache-busting": one picture under ?v=N, /p%68oto.jpg-style and //photo.jpg-style spellings;
//   "gallery": canonical addresses of many pictures × widths (a large real gallery).
// Meanwhile a visitor (another address, its own thread: image-visitor.mjs) asks for one new variant
// every 500 ms. Counts the
// attacker's answers, the origin's fetches, the variant files written, and the visitor's answers.
import { readdirSync } from "node:fs";
import http from "node:http";
import { Worker } from "node:worker_threads";

/** Widths the endpoint accepts (shared/lib/image-widths.ts). */
const WIDTHS = [160, 320, 384, 480, 640, 750, 828, 1080];
const SPELLINGS = [(n) => `/photo.jpg?v=${n}`, (n) => `/p%68oto.jpg?${n}`, (n) => `/${"/".repeat(n % 50)}photo.jpg`];

/** The media origin: every *.jpg answers the same photo bytes; requests are counted. */
export async function startMediaOrigin(photo) {
  let fetches = 0;
  const server = http.createServer((req, res) => {
    fetches += 1;
    if (!/\.jpg(\?|$)/.test(req.url ?? "")) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "image/jpeg", "content-length": photo.length }).end(photo);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    fetches: () => fetches,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

function get(agent, port, path, client) {
  return new Promise((resolve) => {
    const req = http.get(
      { host: "127.0.0.1", port, path, agent, headers: { "x-forwarded-for": client, accept: "image/webp,*/*" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0 }));
  });
}

const count = (tally, status) => void (tally[status] = (tally[status] ?? 0) + 1);
const img = (src, w) => `/_img?src=${encodeURIComponent(src)}&w=${w}`;

/** The server's own time for the visitor's requests (its request log), free of the attacker's load on this process. */
function serverTimes(lines) {
  const times = [];
  for (const line of lines) {
    if (!line.includes("%2Fvisitor%2F")) continue;
    const entry = JSON.parse(line);
    if (typeof entry.ms === "number" && typeof entry.status === "number")
      times.push({ ms: entry.ms, status: entry.status });
  }
  return times.sort((a, b) => a.ms - b.ms);
}

export async function runImageVariants({ port, origin, cacheDir, mode, connections, durationMs, lines }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const before = origin.fetches();
  const attacker = {};
  let n = 0;
  const deadline = performance.now() + durationMs;
  const attackPath = () => {
    n += 1;
    if (mode === "cache-busting") return img(`${origin.url}${SPELLINGS[n % SPELLINGS.length](n)}`, 640);
    return img(`${origin.url}/gallery/${Math.floor(n / WIDTHS.length)}.jpg`, WIDTHS[n % WIDTHS.length]);
  };
  const loop = async () => {
    while (performance.now() < deadline) count(attacker, (await get(agent, port, attackPath(), "203.0.113.66")).status);
  };
  const visit = new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./image-visitor.mjs", import.meta.url), {
      workerData: { port, originUrl: origin.url, mode, durationMs },
    });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  const [visitor] = await Promise.all([visit, ...Array.from({ length: connections }, loop)]);
  agent.destroy();
  const server = serverTimes(lines);
  return {
    visitorServer: {
      byStatus: server.reduce((tally, t) => (count(tally, t.status), tally), {}),
      p50: server[Math.floor(server.length / 2)]?.ms ?? 0,
      max: server.at(-1)?.ms ?? 0,
    },
    attacker,
    originFetches: origin.fetches() - before,
    variantFiles: readdirSync(cacheDir).length,
    visitor,
  };
}
