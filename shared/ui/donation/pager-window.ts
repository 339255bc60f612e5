// All pages when few, else the first, the last and two either side of the current one.
export type PagerItem = number | "gap";

export function pagerWindow(current: number, count: number, around = 2): PagerItem[] {
  if (count <= 2 * around + 3) return Array.from({ length: count }, (_, i) => i);
  const items: PagerItem[] = [0];
  const from = Math.max(1, current - around);
  const to = Math.min(count - 2, current + around);
  if (from > 1) items.push("gap");
  for (let page = from; page <= to; page += 1) items.push(page);
  if (to < count - 2) items.push("gap");
  items.push(count - 1);
  return items;
}
