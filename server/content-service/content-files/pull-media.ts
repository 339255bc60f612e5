// content:pull's media: /media/ addresses downloaded once into media/; http(s) addresses kept.
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

/** Named by their path in the folder, so it shows them without the old upstream. */
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
