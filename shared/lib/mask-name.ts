// Public sponsor names: keep the first and last character and mask the middle (王小明 -> 王○明).
// Idempotent, so the web server can apply it again to whatever an upstream sends.

const MASK = "○";
/** Long names show at most this many mask characters, so the list stays tidy. */
const MAX_MASKS = 3;

export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  // A one-character name would be the full name.
  if (chars.length <= 1) return chars.length === 1 ? MASK : "";
  if (chars.length === 2) return `${chars[0] ?? ""}${MASK}`;
  const middle = Math.min(chars.length - 2, MAX_MASKS);
  return `${chars[0] ?? ""}${MASK.repeat(middle)}${chars[chars.length - 1] ?? ""}`;
}
