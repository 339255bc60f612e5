// Meta descriptions cut from the page's own text, else the area's default (docs/seo.md).

const DESCRIPTION_MIN = 80;
const DESCRIPTION_MAX = 120;
/** Content shorter than this says too little to stand for the page: the area default is used. */
const USABLE_MIN = 30;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function textOf(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
      // Inline tags sit inside words; any other tag separates text.
      .replace(/<\/?(?:a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi, "")
      .replace(/<[^>]*>/g, " ")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
        if (name[0] === "#") {
          const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
        }
        return ENTITIES[name.toLowerCase()] ?? entity;
      })
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** 80-120 characters, ending at a sentence or clause mark when one falls in that window. */
export function describe(sources: readonly (string | null | undefined)[], fallback: string): string {
  const text = sources
    .map((source) => textOf(source ?? ""))
    .filter(Boolean)
    .join(" ");
  return clip([...text].length >= USABLE_MIN ? text : fallback);
}

function clip(text: string): string {
  const chars = [...text];
  if (chars.length <= DESCRIPTION_MAX) return text;
  for (let i = DESCRIPTION_MAX - 1; i >= DESCRIPTION_MIN - 1; i--) {
    if ("。！？；!?".includes(chars[i] ?? "")) return chars.slice(0, i + 1).join("");
  }
  for (let i = DESCRIPTION_MAX - 1; i >= DESCRIPTION_MIN - 1; i--) {
    if ("，、,： ".includes(chars[i] ?? "")) return chars.slice(0, i).join("") + "…";
  }
  return chars.slice(0, DESCRIPTION_MAX - 1).join("") + "…";
}
