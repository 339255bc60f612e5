// The video skip buttons' arithmetic (spec section 9: skip buttons move 5 seconds).

export const VIDEO_SKIP_SECONDS = 5;

/**
 * Where a skip of `seconds` (negative: back) from `current` lands: never before the start, never past
 * the end once the length is known (a live or not yet measured video has none: only the start bounds it).
 */
export function skipTarget(current: number, seconds: number, duration: number): number {
  const end = Number.isFinite(duration) && duration >= 0 ? duration : Number.POSITIVE_INFINITY;
  const from = Number.isFinite(current) ? current : 0;
  return Math.min(end, Math.max(0, from + seconds));
}
