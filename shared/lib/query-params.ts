// The query parameters pages read, each with its one parser. Loaders read a parameter through it, and
// the page key (server/web/pages/page-key.ts) and the canonical URL (seo-site.ts) write its parsed value
// back through it, so all three agree on which addresses are one page: `?id=01`, `?id=%201` and `?id=1`
// are one page, named `?id=1`. What each parameter does with a value it cannot read:
// docs/decisions/005-query-parameter-values.md.
import { parseId } from "./query-id.js";

/**
 * What the address says: nothing the page reads (`absent`: no parameter, or a value the page treats as
 * none), a value, or `invalid`: a value no page can exist for, answered with the not-found page.
 */
export type ParsedParam<T> = { kind: "absent" } | { kind: "value"; value: T } | { kind: "invalid" };

export interface QueryParam<T extends number | string = number | string> {
  readonly name: string;
  /** The value is written back as `String(value)`; a parser that can say `invalid` says it of "". */
  parse(raw: string | null): ParsedParam<T>;
}

const ABSENT = { kind: "absent" } as const;
const INVALID = { kind: "invalid" } as const;
const valueOf = <T>(value: T): ParsedParam<T> => ({ kind: "value", value });

/** A positive integer, else treated as absent. */
const positiveOrAbsent = (raw: string | null): ParsedParam<number> => {
  const id = parseId(raw);
  return id === null ? ABSENT : valueOf(id);
};

/**
 * `id` on a content page (/page, /page2, /page3, /article, /buddhismIntro, /buddhismLesson): a positive
 * integer; anything else present names no content at all, so the page is not found.
 */
export const CONTENT_ID: QueryParam<number> = {
  name: "id",
  parse: (raw) => {
    if (raw === null) return ABSENT;
    const id = parseId(raw);
    return id === null ? INVALID : valueOf(id);
  },
};

/** `id` on the charity pages: a positive integer; without one the page sends the visitor home. */
export const CHARITY_ID: QueryParam<number> = { name: "id", parse: positiveOrAbsent };

/** `activityID` on /charity4: the activity a donation goes to; without one, a general donation. */
export const ACTIVITY_ID: QueryParam<number> = { name: "activityID", parse: positiveOrAbsent };

/** `sponsorPage` (1-based): the sponsor table's page; the first page is the one without it. */
export const SPONSOR_PAGE: QueryParam<number> = {
  name: "sponsorPage",
  parse: (raw) => {
    const page = parseId(raw);
    return page === null || page === 1 ? ABSENT : valueOf(page);
  },
};

/** The older donation page's `path`: the content page beside the form, trimmed; without one, home. */
export const DONATION_PAGE_PATH: QueryParam<string> = {
  name: "path",
  parse: (raw) => {
    const path = raw?.trim() ?? "";
    return path === "" || path.length > 200 ? ABSENT : valueOf(path);
  },
};

/** The parameter's value in `url`: the first one; later repeats change nothing. */
export function paramOf<T extends number | string>(param: QueryParam<T>, url: URL): ParsedParam<T> {
  return param.parse(url.searchParams.get(param.name));
}

/**
 * The parameter as the page key and the canonical URL write it: null when absent, "" when invalid
 * (which the parser reads as invalid again), else the parsed value.
 */
export function canonicalSpelling(param: QueryParam, query: URLSearchParams): string | null {
  const parsed = param.parse(query.get(param.name));
  if (parsed.kind === "absent") return null;
  return parsed.kind === "invalid" ? "" : String(parsed.value);
}
