// A photo-like test source, generated (no binaries in the repository): smooth colour fields, textures at
// two scales, hard-edged shapes and fine grain, which compress about like a camera photo. Deterministic
// per seed, so every run measures the same pixels.
import sharp from "sharp";

function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

async function noiseLayer(random, w, h, cells, channels) {
  const cw = Math.max(2, Math.round(w / cells));
  const ch = Math.max(2, Math.round(h / cells));
  const raw = Buffer.alloc(cw * ch * channels);
  for (let i = 0; i < raw.length; i += 1) raw[i] = Math.floor(random() * 256);
  return sharp(raw, { raw: { width: cw, height: ch, channels } })
    .resize(w, h, { kernel: "cubic" })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A JPEG of `width`×`height` (default 4000×3000, camera quality 92, 4:2:0), about 2–4 MB at full size. */
export async function photoJpeg(seed = 1, width = 4000, height = 3000, quality = 92) {
  const random = rng(seed);
  const base = await noiseLayer(random, width, height, 400, 3);
  const texture = await noiseLayer(random, width, height, 8, 1);
  const detail = await noiseLayer(random, width, height, 2.5, 1);
  const shapes = [];
  for (let i = 0; i < 24; i += 1) {
    const x = Math.floor(random() * width);
    const y = Math.floor(random() * height);
    const r = Math.floor(40 + random() * width * 0.08);
    const hue = Math.floor(random() * 360);
    shapes.push(
      i % 2
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${hue},50%,50%)" fill-opacity="0.55"/>`
        : `<rect x="${x}" y="${y}" width="${r * 2}" height="${r}" fill="hsl(${hue},40%,35%)" fill-opacity="0.6"/>`,
    );
  }
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join("")}</svg>`,
  );
  const composed = await sharp(base)
    .composite([
      { input: texture, blend: "soft-light" },
      { input: svg, blend: "over" },
      { input: detail, blend: "soft-light" },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(composed).blur(0.6).jpeg({ quality, chromaSubsampling: "4:2:0" }).toBuffer();
}
