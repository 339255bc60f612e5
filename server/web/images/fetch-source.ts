// One source over HTTP under a stranger's limits: deadline, byte cap, same-origin redirects, and a DNS
// check refusing private addresses (also after a redirect).
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { upstreamSaysMissing } from "../http/not-found.js";
import { ImageError, imageNotFound } from "./image-error.js";
import { isPrivateAddress } from "./private-address.js";

export interface FetchedSource {
  bytes: Buffer;
  validator: string | null;
}

export interface FetchOptions {
  maxBytes: number;
  signal: AbortSignal;
  trusted: boolean;
  resolve?: typeof dnsLookup;
}

const MAX_REDIRECTS = 3;

export async function fetchSource(url: URL, options: FetchOptions): Promise<FetchedSource> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await request(current, options);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && status !== 304) {
      response.resume();
      const location = response.headers.location;
      const next = location ? safeUrl(location, current) : null;
      if (!next || next.origin !== url.origin) throw new ImageError(502, "圖片來源轉址到其他主機，已拒絕");
      current = next;
      continue;
    }
    if (upstreamSaysMissing(status)) {
      response.resume();
      throw imageNotFound();
    }
    if (status !== 200) {
      response.resume();
      throw new ImageError(502, `圖片來源回應 ${status}`);
    }
    const bytes = await readCapped(response, options.maxBytes, options.signal);
    const validator = header(response, "etag") ?? header(response, "last-modified");
    return { bytes, validator };
  }
  throw new ImageError(502, "圖片來源轉址次數過多");
}

function safeUrl(location: string, base: URL): URL | null {
  try {
    const next = new URL(location, base);
    return next.protocol === "http:" || next.protocol === "https:" ? next : null;
  } catch {
    return null;
  }
}

function header(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return typeof value === "string" && value.length <= 200 ? value : null;
}

function request(url: URL, options: FetchOptions): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        signal: options.signal,
        headers: { accept: "image/*", "user-agent": "group-website-images" },
        lookup: options.trusted ? undefined : publicOnlyLookup(options.resolve ?? dnsLookup),
      },
      resolve,
    );
    req.on("error", (error) => reject(asImageError(error, options.signal)));
  });
}

function asImageError(error: unknown, signal: AbortSignal): ImageError {
  if (error instanceof ImageError) return error;
  if (signal.aborted) return new ImageError(504, "圖片來源逾時");
  if (error instanceof Error && error.message.startsWith("private address")) {
    return new ImageError(502, "圖片來源位於內部網路，已拒絕");
  }
  return new ImageError(502, "無法連線到圖片來源");
}

function publicOnlyLookup(resolve: typeof dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[] | string) => {
      if (error) return callback(error, "", 4);
      const list = typeof addresses === "string" ? [] : addresses;
      const refused = list.length === 0 || list.some((a) => isPrivateAddress(a.address));
      if (refused) return callback(new Error(`private address for ${hostname}`), "", 4);
      if (options.all) return callback(null, list);
      const first = list[0];
      return first ? callback(null, first.address, first.family) : callback(new Error("no address"), "", 4);
    });
  };
}

function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const announced = Number(response.headers["content-length"]);
  if (Number.isFinite(announced) && announced > maxBytes) {
    response.destroy();
    return Promise.reject(new ImageError(422, "圖片來源超過大小上限"));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    response.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        // Rejected before destroy(): destroying emits "aborted", which must not win.
        reject(new ImageError(422, "圖片來源超過大小上限"));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on("end", () => resolve(Buffer.concat(chunks, total)));
    const cut = () =>
      reject(new ImageError(signal.aborted ? 504 : 502, signal.aborted ? "圖片來源逾時" : "圖片來源中斷"));
    response.on("error", cut);
    response.on("aborted", cut);
  });
}
