// Light checks for JSON the browser receives from /api itself (zod stays on the server, out of the
// client bundle). Each helper turns `unknown` into a typed value or a safe default.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** value[key] when it is an object, else null. */
export function recordAt(value: unknown, key: string): Record<string, unknown> | null {
  if (!isRecord(value)) return null;
  const inner = value[key];
  return isRecord(inner) ? inner : null;
}

/** value[key] when it is an array, else null (missing or null counts as an empty list). */
export function listAt(value: unknown, key: string): unknown[] | null {
  if (!isRecord(value)) return null;
  const inner = value[key];
  if (inner === undefined || inner === null) return [];
  return Array.isArray(inner) ? inner : null;
}

/** A text field: strings as they are, anything else "". */
export function textAt(value: Record<string, unknown>, key: string): string {
  const inner = value[key];
  return typeof inner === "string" ? inner : "";
}

/** A finite number field, else the fallback. */
export function numberAt(value: Record<string, unknown>, key: string, fallback: number): number {
  const inner = value[key];
  return typeof inner === "number" && Number.isFinite(inner) ? inner : fallback;
}
