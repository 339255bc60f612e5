import { expect, test } from "vitest";
import { AlbumWriter } from "../../../../../server/content-service/content-files/pull-steps/album-writer.js";
import { pullHalls } from "../../../../../server/content-service/content-files/pull-steps/halls.js";
import { fixtures } from "../../../../fixtures/content-fixtures.js";
import { byEndpoint, fakePullRun } from "./fake-pull-run.js";

test("each hall is numbered in its list's order, each course once within its first hall, with its albums", async () => {
  const { run, written } = fakePullRun(byEndpoint(fixtures));
  const html = await pullHalls(run, new AlbumWriter(run));
  const halls = [...written.keys()].filter((file) => file.startsWith("halls/"));
  const courses = [...written.keys()].filter((file) => file.startsWith("courses/"));
  expect(halls.length).toBeGreaterThan(1);
  expect(html).toHaveLength(halls.length);
  expect(halls.map((file) => written.get(file))).toEqual(
    halls.map((_, i) => expect.objectContaining({ position: i + 1 }) as unknown),
  );
  // Every hall answers the same courses here: they belong to the first.
  expect(courses.length).toBeGreaterThan(0);
  for (const file of courses) expect(written.get(file)).toMatchObject({ hall: 1 });
  expect([...written.keys()].some((file) => file.startsWith("albums/"))).toBe(true);
});
