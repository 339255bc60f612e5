// 王小明 -> 王○明; idempotent, so the web server can apply it again to whatever an upstream sends.

const MASK = "○";
/** Never masked: an erased donor's name (docs/donation-records.md), and what many anonymous donors write. */
export const ANONYMOUS_DONOR = "善心人士";
const MAX_MASKS = 3;

export function maskName(name: string): string {
  if (name.trim() === ANONYMOUS_DONOR) return ANONYMOUS_DONOR;
  const chars = Array.from(name.trim());
  // A one-character name would be the full name.
  if (chars.length <= 1) return chars.length === 1 ? MASK : "";
  if (chars.length === 2) return `${chars[0] ?? ""}${MASK}`;
  const middle = Math.min(chars.length - 2, MAX_MASKS);
  return `${chars[0] ?? ""}${MASK.repeat(middle)}${chars[chars.length - 1] ?? ""}`;
}
