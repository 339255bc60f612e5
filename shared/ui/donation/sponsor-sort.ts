import type { Sponsor } from "../../api/sponsor.server.js";

export type SponsorSortKey = "DonorName" | "Amount" | "UpdateTime";
export interface SponsorSort {
  key: SponsorSortKey;
  direction: "asc" | "desc";
}

export function nextSort(current: SponsorSort | null, key: SponsorSortKey): SponsorSort {
  if (current?.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: "asc" };
}

function compare(a: Sponsor, b: Sponsor, key: SponsorSortKey): number {
  if (key === "Amount") return a.Amount - b.Amount;
  if (key === "UpdateTime") {
    const left = Date.parse(a.UpdateTime);
    const right = Date.parse(b.UpdateTime);
    if (!Number.isNaN(left) && !Number.isNaN(right)) return left - right;
    return a.UpdateTime.localeCompare(b.UpdateTime);
  }
  return a.DonorName.localeCompare(b.DonorName, "zh-Hant-TW");
}

/** A sorted copy; equal rows keep the upstream's order (Array.prototype.sort is stable). */
export function sortSponsors(rows: readonly Sponsor[], sort: SponsorSort | null): Sponsor[] {
  if (!sort) return [...rows];
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b, sort.key));
}
