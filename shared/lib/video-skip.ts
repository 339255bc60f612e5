// Spec section 9: skip buttons move 5 seconds.

export const VIDEO_SKIP_SECONDS = 5;

/** A live or not yet measured video has no known end: only the start bounds it. */
export function skipTarget(current: number, seconds: number, duration: number): number {
  const end = Number.isFinite(duration) && duration >= 0 ? duration : Number.POSITIVE_INFINITY;
  const from = Number.isFinite(current) ? current : 0;
  return Math.min(end, Math.max(0, from + seconds));
}
