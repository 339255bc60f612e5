// The demo content with camera-sized photos: the embedded content service on its own, and in front of it
// a server that answers every image address (upstream /media/* and the site's own /site/* for
// SITE_MEDIA_URL) with one of eight generated 4000×3000 JPEGs (bench/photo.mjs) and passes the rest through.
// Used by bench/images.mjs and bench/lighthouse-photos.mjs.
import { fork } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { photoJpeg } from "./photo.mjs";

/** Starts both; returns the front's URL, the photo an address stands for, and close(). */
export async function startPhotoUpstream(work, { log = console.log } = {}) {
  log("generating 8 photos of 4000×3000…");
  const photos = [];
  for (let seed = 1; seed <= 8; seed += 1) photos.push(await photoJpeg(seed));
  log(`  ${photos.map((p) => `${(p.length / 1024).toFixed(0)} KB`).join(", ")}`);
  const photoOf = (name) => {
    let hash = 0;
    for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    return photos[hash % photos.length];
  };

  const content = fork("dist/server/content-service/main.js", [], {
    env: { ...process.env, CONTENT_HOST: "127.0.0.1", CONTENT_PORT: "0", CONTENT_DB: path.join(work, "content.db") },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const contentPort = await new Promise((resolve) =>
    content.on("message", (m) => m && m.type === "listening" && resolve(m.port)),
  );

  // Every image answers with a photo (same URL, camera bytes); everything else passes through.
  const front = http.createServer((req, res) => {
    const url = req.url ?? "/";
    if (req.method === "GET" && /^\/(media|site)\/[^?]+\.(svg|jpg|png)$/.test(url)) {
      const photo = photoOf(url);
      res.writeHead(200, {
        "content-type": "image/jpeg",
        "content-length": photo.length,
        etag: `"p${photos.indexOf(photo)}"`,
      });
      return void res.end(photo);
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: contentPort, path: url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => front.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${front.address().port}`;
  return {
    url,
    photoOf,
    close: () => {
      front.close();
      content.kill("SIGTERM");
    },
  };
}
