// If-None-Match per RFC 9110 13.1.2: "*", lists, weak comparison.
import { expect, test } from "vitest";
import { noneMatchHits } from "../../../server/web/pages/conditional-request.js";

const ETAG = '"abc-br"';

test.each([
  [ETAG, true],
  ['W/"abc-br"', true],
  ["*", true],
  [' "x", "abc-br" ', true],
  ['"x",W/"abc-br"', true],
  ['"x, y", "abc-br"', true],
  ['"abc-gz"', false],
  ['"abc"', false],
  ["abc-br", false],
  ['"x", "y"', false],
  ["", false],
])("If-None-Match %j against %s: %s", (header, hits) => {
  expect(noneMatchHits(header, ETAG)).toBe(hits);
});

test("no header never matches", () => {
  expect(noneMatchHits(undefined, ETAG)).toBe(false);
});

test("a weak validator of ours matches a strong one sent back (weak comparison)", () => {
  expect(noneMatchHits('"abc-br"', 'W/"abc-br"')).toBe(true);
});
