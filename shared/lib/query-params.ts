// One parser per parameter for loaders, the page key and the canonical URL, so `?id=01` and `?id=1` are one
// page (docs/decisions/005-query-parameter-values.md).
import { parseId } from "./query-id.js";

/** `invalid`: a value no page can exist for, answered with the not-found page. */
export type ParsedParam<T> = { kind: "absent" } | { kind: "value"; value: T } | { kind: "invalid" };

export interface QueryParam<T extends number | string = number | string> {
  readonly name: string;
  /** The value is written back as `String(value)`; a parser that can say `invalid` says it of "". */
  parse(raw: string | null): ParsedParam<T>;
}

const ABSENT = { kind: "absent" } as const;
const INVALID = { kind: "invalid" } as const;
const valueOf = <T>(value: T): ParsedParam<T> => ({ kind: "value", value });

const positiveOrAbsent = (raw: string | null): ParsedParam<number> => {
  const id = parseId(raw);
  return id === null ? ABSENT : valueOf(id);
};

/** A present `id` that is not a positive integer names no content, so the page is not found. */
export const CONTENT_ID: QueryParam<number> = {
  name: "id",
  parse: (raw) => {
    if (raw === null) return ABSENT;
    const id = parseId(raw);
    return id === null ? INVALID : valueOf(id);
  },
};

/** Without one the charity page sends the visitor home. */
export const CHARITY_ID: QueryParam<number> = { name: "id", parse: positiveOrAbsent };

export const ACTIVITY_ID: QueryParam<number> = { name: "activityID", parse: positiveOrAbsent };

/** 1-based; the first page is the one without it. */
export const SPONSOR_PAGE: QueryParam<number> = {
  name: "sponsorPage",
  parse: (raw) => {
    const page = parseId(raw);
    return page === null || page === 1 ? ABSENT : valueOf(page);
  },
};

export const DONATION_PAGE_PATH: QueryParam<string> = {
  name: "path",
  parse: (raw) => {
    const path = raw?.trim() ?? "";
    return path === "" || path.length > 200 ? ABSENT : valueOf(path);
  },
};

/** The first value; later repeats change nothing. */
export function paramOf<T extends number | string>(param: QueryParam<T>, url: URL): ParsedParam<T> {
  return param.parse(url.searchParams.get(param.name));
}

/** "" when invalid, which the parser reads as invalid again. */
export function canonicalSpelling(param: QueryParam, query: URLSearchParams): string | null {
  const parsed = param.parse(query.get(param.name));
  if (parsed.kind === "absent") return null;
  return parsed.kind === "invalid" ? "" : String(parsed.value);
}
