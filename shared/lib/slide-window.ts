// A fading slideshow stacks every slide in view, so loading="lazy" would fetch them all at once: only the
// active slide's neighbours render their media.

export function ringDistance(a: number, b: number, count: number): number {
  if (count <= 0) return 0;
  const forward = (((b - a) % count) + count) % count;
  return Math.min(forward, count - forward);
}

export function inSlideWindow(index: number, active: number, count: number, range: number | undefined): boolean {
  if (range === undefined) return true;
  return ringDistance(index, active, count) <= range;
}
