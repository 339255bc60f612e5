// Which sources the image endpoint may read (docs/images.md), from `src` alone and in canonical form
// only, so one picture has one address and one cache key; anything else is a 400 (SSRF).
import { isCanonicalPath } from "../../../shared/lib/canonical-media-path.js";
import { SITE_MEDIA_VERSION } from "../../../shared/lib/site-media-version.js";
import { ImageError, imageNotFound } from "./image-error.js";

export interface SourceRules {
  upstreamUrl: string;
  mediaOrigins: readonly string[];
  siteMediaUrl: string | null;
}

export type ImageSource =
  /** Fetched over HTTP. `trusted`: the operator's own upstream, which may live on a private address. */
  { kind: "http"; url: URL; trusted: boolean; immutable: boolean } | { kind: "file"; file: string; immutable: true };

const MAX_SRC_LENGTH = 2048;
const MEDIA_PATH = /^\/media\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;
const SITE_MEDIA_PATH = /^\/site-media\/([0-9a-f]{8})\/([A-Za-z0-9_-][A-Za-z0-9._-]{0,120})$/;

const refuse = (why: string) => new ImageError(400, `不允許的圖片來源（${why}）`);

export function resolveSource(src: unknown, rules: SourceRules): ImageSource {
  if (typeof src !== "string" || src === "") throw refuse("缺少 src");
  if (src.length > MAX_SRC_LENGTH) throw refuse("過長");
  // Control characters, spaces and backslashes are read differently by different URL parsers.
  // eslint-disable-next-line no-control-regex -- exactly the characters refused
  if (/[\u0000-\u0020\u007f\\]/.test(src)) throw refuse("含有不允許的字元");
  if (src.startsWith("/")) return sitePath(src, rules);
  return absolute(src, rules);
}

function sitePath(src: string, rules: SourceRules): ImageSource {
  if (src.startsWith("//")) throw refuse("協定相對位址");
  if (MEDIA_PATH.test(src) && !src.split("/").includes("..")) {
    return { kind: "http", url: new URL(src, `${rules.upstreamUrl}/`), trusted: true, immutable: false };
  }
  const site = SITE_MEDIA_PATH.exec(src);
  if (site?.[1] && site[2] && !site[2].includes("..")) {
    // An old version's address would otherwise be answered with new content under a year-long cache.
    if (site[1] !== SITE_MEDIA_VERSION) throw imageNotFound();
    if (rules.siteMediaUrl === null) return { kind: "file", file: site[2], immutable: true };
    const url = new URL(`${rules.siteMediaUrl}/${site[2]}`);
    return { kind: "http", url, trusted: isLiteralHost(url), immutable: true };
  }
  throw refuse("路徑");
}

function absolute(src: string, rules: SourceRules): ImageSource {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    throw refuse("無法解析");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse("協定");
  if (url.username !== "" || url.password !== "") throw refuse("帳號資訊");
  if (url.hash !== "" || src.includes("#")) throw refuse("片段");
  // The address as written must begin with an allowed origin exactly: no parser leniency
  // (case, default ports, IPv4 shorthands like 0x7f.1 or 2130706433) can turn it into another host.
  const allowed = [...rules.mediaOrigins, ...(rules.siteMediaUrl ? [new URL(rules.siteMediaUrl).origin] : [])];
  const origin = allowed.find((o) => o === url.origin && src.startsWith(`${o}/`));
  if (!origin) throw refuse("主機");
  // Checked as written: the URL parser has already removed dot segments from `url.pathname`.
  const rawPath = src.slice(origin.length);
  if (rawPath.includes("?")) throw refuse("查詢字串");
  if (!isCanonicalPath(rawPath)) throw refuse("路徑");
  return { kind: "http", url, trusted: isLiteralHost(url), immutable: false };
}

export function sourceKey(source: ImageSource): string {
  return source.kind === "file" ? `site-media:${source.file}` : source.url.href;
}

/** A configured IP or localhost is the operator's choice; a configured name is checked when resolved. */
function isLiteralHost(url: URL): boolean {
  return url.hostname === "localhost" || /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith("[");
}
