// The publication date an answer carries, under the names real backends give it, as ISO 8601.
import { describe, expect, test } from "vitest";
import { isoDate, publishedDate } from "../../../shared/lib/published-date.js";

describe("isoDate", () => {
  test.each([
    ["2024-03-01", "2024-03-01"],
    ["2024-3-1", "2024-03-01"],
    ["2024/03/01", "2024-03-01"],
    [" 2024.03.01 ", "2024-03-01"],
    ["2024-03-01T10:20:00+08:00", "2024-03-01T10:20:00+08:00"],
    ["2024-03-01T02:20:00Z", "2024-03-01T02:20:00Z"],
    ["2024-03-01T02:20:00.123z", "2024-03-01T02:20:00Z"],
    ["2024-03-01T10:20+0800", "2024-03-01T10:20:00+08:00"],
    ["2024-03-01T10:20:00-05", "2024-03-01T10:20:00-05:00"],
    // No offset: Taipei time, where the site and its backend are.
    ["2024-03-01 10:20:00", "2024-03-01T10:20:00+08:00"],
    ["2024/3/1 9:05", "2024-03-01T09:05:00+08:00"],
  ])("%s -> %s", (raw, iso) => {
    expect(isoDate(raw)).toBe(iso);
  });

  test.each([
    "",
    "2024-02-30",
    "2023-02-29",
    "2024-13-01",
    "0000-01-01",
    "2024-03-01T24:00:00",
    "2024-03-01T10:60",
    "2024-03-01T10:20:00+15:00",
    "March 1, 2024",
    "1709259600000",
    "2024-03-01<script>",
  ])("%s is no date", (raw) => {
    expect(isoDate(raw)).toBe("");
  });

  test("only strings", () => {
    for (const value of [1709259600000, null, undefined, {}, ["2024-03-01"]]) expect(isoDate(value)).toBe("");
  });
});

describe("publishedDate", () => {
  test("the field names backends use, in any case or separator", () => {
    for (const name of ["datePublished", "publishDate", "publish_date", "PublishTime", "publishedAt", "date"])
      expect(publishedDate({ [name]: "2024-03-01" }), name).toBe("2024-03-01");
    for (const name of ["createTime", "create_time", "CreateDate", "createdAt", "created_at"])
      expect(publishedDate({ [name]: "2024-03-01 08:00:00" }), name).toBe("2024-03-01T08:00:00+08:00");
  });

  test("a publication date before a creation date; an unusable one is passed over", () => {
    expect(publishedDate({ createTime: "2024-01-01", publishDate: "2024-03-01" })).toBe("2024-03-01");
    expect(publishedDate({ publishDate: "soon", createTime: "2024-01-01" })).toBe("2024-01-01");
  });

  test("none, or only other dates: empty", () => {
    expect(publishedDate({})).toBe("");
    expect(publishedDate({ updateTime: "2024-03-01", startDate: "2024-03-01", title: "2024-03-01" })).toBe("");
    expect(publishedDate({ date: "" })).toBe("");
  });
});
