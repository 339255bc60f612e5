// content:pull's media: a /media/ address becomes a file under media/ in the folder (each downloaded
// once); http(s) addresses stay as they are, served from where they are.
import fs from "node:fs";
import path from "node:path";
import { attributeAddresses, isRelativeMedia, replaceAddresses } from "./rich-text-media.js";

export function mediaDownloader(base: string, out: string, downloaded: Map<string, string>) {
  return async (address: string): Promise<string> => {
    // Anything but http(s) is no picture the site would show (shared/lib/link-rules.ts).
    if (!address.startsWith("/media/")) return /^https?:\/\//i.test(address) ? address : "";
    const known = downloaded.get(address);
    if (known !== undefined) return known;
    const relative = address
      .slice(1)
      .split(/[?#]/)[0]
      ?.split("/")
      .map((segment) => safeSegment(segment))
      .filter((segment) => segment !== "" && segment !== "." && segment !== "..")
      .join("/");
    const response = relative ? await fetch(base + address) : null;
    if (!relative || !response?.ok) return "";
    fs.mkdirSync(path.dirname(path.join(out, relative)), { recursive: true });
    fs.writeFileSync(path.join(out, relative), Buffer.from(await response.arrayBuffer()));
    downloaded.set(address, relative);
    return relative;
  };
}

function safeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Kept as written: a stray % is replaced below like any other odd character.
  }
  return decoded.replace(/[^\p{L}\p{N}._-]/gu, "_");
}

/**
 * Rich text's photos and videos on the upstream (/media/… or the upstream's full address) downloaded like
 * any other and named by their path in the folder, so the folder shows them without the old upstream.
 */
export async function pullRichText(html: string, base: string, media: (address: string) => Promise<string>) {
  const pulled = new Map<string, string>();
  for (const address of attributeAddresses(html)) {
    const local = address.startsWith(`${base}/media/`) ? address.slice(base.length) : address;
    if (!local.startsWith("/media/") || !isRelativeMedia(local.slice(1)) || pulled.has(address)) continue;
    const file = await media(local);
    if (file) pulled.set(address, file);
  }
  return replaceAddresses(html, (address) => pulled.get(address));
}
