// Which slides of a long gallery render their media: the active one and its neighbours (wrapping,
// as the gallery loops). A fading slideshow stacks every slide in view, so the browser's own
// loading="lazy" would fetch all of them at once; this keeps a hundred-photo gallery light.

/** Steps between two slide indexes around a ring of `count` slides. */
export function ringDistance(a: number, b: number, count: number): number {
  if (count <= 0) return 0;
  const forward = (((b - a) % count) + count) % count;
  return Math.min(forward, count - forward);
}

/** Whether slide `index` is within `range` steps of `active` (range undefined: every slide is). */
export function inSlideWindow(index: number, active: number, count: number, range: number | undefined): boolean {
  if (range === undefined) return true;
  return ringDistance(index, active, count) <= range;
}
