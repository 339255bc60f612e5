// Public sponsor names: keep the first and last character and mask the middle (王小明 -> 王○明).
// Idempotent, so the web server can apply it again to whatever an upstream sends.

const MASK = "○";
/**
 * Shown whole, never masked: the name given for a donor whose personal data was erased after the retention
 * period (docs/donation-records.md), and what a donor who wants no name shown often writes.
 */
export const ANONYMOUS_DONOR = "善心人士";
/** Long names show at most this many mask characters, so the list stays tidy. */
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
