import { expect, test } from "vitest";
import type { Sponsor } from "../../../../shared/api/sponsor.server.js";
import { pagerWindow } from "../../../../shared/ui/donation/pager-window.js";
import { sponsorPageHref, sponsorPageOf } from "../../../../shared/ui/donation/sponsor-page-param.js";
import { nextSort, sortSponsors } from "../../../../shared/ui/donation/sponsor-sort.js";

const rows: Sponsor[] = [
  { DonorName: "王○明", Amount: 600, UpdateTime: "2026-11-20T10:20:00+08:00" },
  { DonorName: "陳○玲", Amount: 12000, UpdateTime: "2026-11-19T10:20:00+08:00" },
  { DonorName: "Emily", Amount: 300, UpdateTime: "2026-11-21T09:00:00+08:00" },
];

test("a click sorts ascending, a second click on the same column descending, another column starts ascending", () => {
  const first = nextSort(null, "Amount");
  expect(first).toEqual({ key: "Amount", direction: "asc" });
  const second = nextSort(first, "Amount");
  expect(second).toEqual({ key: "Amount", direction: "desc" });
  expect(nextSort(second, "Amount")).toEqual({ key: "Amount", direction: "asc" });
  expect(nextSort(second, "DonorName")).toEqual({ key: "DonorName", direction: "asc" });
});

test("sorting is in memory, by number, by time or by name, and leaves the input alone", () => {
  expect(sortSponsors(rows, { key: "Amount", direction: "asc" }).map((r) => r.Amount)).toEqual([300, 600, 12000]);
  expect(sortSponsors(rows, { key: "Amount", direction: "desc" }).map((r) => r.Amount)).toEqual([12000, 600, 300]);
  expect(sortSponsors(rows, { key: "UpdateTime", direction: "desc" }).map((r) => r.DonorName)).toEqual([
    "Emily",
    "王○明",
    "陳○玲",
  ]);
  // Names follow Traditional Chinese collation (stroke count: 王 has 4, 陳 16), and desc is asc reversed.
  const names = rows.slice(0, 2).reverse();
  expect(sortSponsors(names, { key: "DonorName", direction: "asc" }).map((r) => r.DonorName)).toEqual([
    "王○明",
    "陳○玲",
  ]);
  expect(sortSponsors(rows, { key: "DonorName", direction: "desc" })).toEqual(
    sortSponsors(rows, { key: "DonorName", direction: "asc" }).reverse(),
  );
  expect(sortSponsors(rows, null)).toEqual(rows);
  expect(rows[0]?.DonorName).toBe("王○明");
});

test("pager numbers: all when few, else first, last and two either side with gaps", () => {
  expect(pagerWindow(0, 3)).toEqual([0, 1, 2]);
  expect(pagerWindow(0, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(pagerWindow(0, 20)).toEqual([0, 1, 2, "gap", 19]);
  expect(pagerWindow(10, 20)).toEqual([0, "gap", 8, 9, 10, 11, 12, "gap", 19]);
  expect(pagerWindow(19, 20)).toEqual([0, "gap", 17, 18, 19]);
});

test("the sponsor page lives in ?sponsorPage= (1-based); links drop a payment result", () => {
  expect(sponsorPageOf(new URL("http://x/charity4?id=1&sponsorPage=3"))).toBe(2);
  expect(sponsorPageOf(new URL("http://x/charity4?id=1&sponsorPage=0"))).toBe(0);
  expect(sponsorPageOf(new URL("http://x/charity4?id=1&sponsorPage=x"))).toBe(0);
  expect(sponsorPageHref("/charity4", "?id=1&activityID=21&order_no=D1&status=success&errmsg=x", 1)).toBe(
    "/charity4?id=1&activityID=21&sponsorPage=2#sponsors",
  );
});
