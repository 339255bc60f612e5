// A present `id` that is not a positive integer names no content: a 404, not an empty page.
import { expect, test } from "vitest";
import { contentIdOf } from "../../../shared/routes/content-id.js";
import { thrownBy } from "./route-args.js";

const idOf = (search: string) => contentIdOf(new Request(`http://test/article${search}`));

test("no id is no content, asked of nobody", () => {
  expect(idOf("")).toBeNull();
});

test.each([
  ["?id=7", 7],
  ["?id=007", 7],
  ["?id=7&id=x", 7],
])("%s is content %i", (search, id) => {
  expect(idOf(search)).toBe(id);
});

test.each(["?id=", "?id=0", "?id=-3", "?id=abc", "?id=1.5"])("%s throws a 404", async (search) => {
  expect(await thrownBy(() => idOf(search))).toMatchObject({ init: { status: 404 } });
});
