// Reads what a crawler reads from a page: the <head>'s title, meta and link tags, and JSON-LD blocks.

export interface HeadParts {
  head: string;
  title: string | null;
  meta: Map<string, string>;
  canonical: string | null;
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) found.set(match[1] ?? "", decode(match[2] ?? ""));
  return found;
}

export function headOf(html: string): HeadParts {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1];
  if (head === undefined) throw new Error("no <head>");
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const meta = new Map<string, string>();
  for (const tag of head.match(/<meta [^>]*>/g) ?? []) {
    const attrs = attributes(tag);
    const key = attrs.get("property") ?? attrs.get("name");
    const content = attrs.get("content");
    if (key !== undefined && content !== undefined) meta.set(key, content);
  }
  const canonicalTag = (head.match(/<link [^>]*>/g) ?? []).find((tag) => attributes(tag).get("rel") === "canonical");
  return {
    head,
    title: title === undefined ? null : decode(title),
    meta,
    canonical: canonicalTag ? (attributes(canonicalTag).get("href") ?? null) : null,
  };
}

export interface JsonLdBlock {
  nonce: string | null;
  text: string;
  data: unknown;
}

export function jsonLdOf(html: string): JsonLdBlock[] {
  return [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => {
    const text = match[2] ?? "";
    return { nonce: attributes(match[1] ?? "").get("nonce") ?? null, text, data: JSON.parse(text) as unknown };
  });
}

/** Every JSON-LD object on the page (arrays flattened). */
export function jsonLdObjects(html: string): Record<string, unknown>[] {
  return jsonLdOf(html).flatMap((block) =>
    (Array.isArray(block.data) ? block.data : [block.data]).filter(
      (item): item is Record<string, unknown> => typeof item === "object" && item !== null,
    ),
  );
}
