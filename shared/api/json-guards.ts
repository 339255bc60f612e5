// For JSON the browser gets from /api: zod stays on the server, out of the client bundle.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function recordAt(value: unknown, key: string): Record<string, unknown> | null {
  if (!isRecord(value)) return null;
  const inner = value[key];
  return isRecord(inner) ? inner : null;
}

/** Missing or null counts as an empty list. */
export function listAt(value: unknown, key: string): unknown[] | null {
  if (!isRecord(value)) return null;
  const inner = value[key];
  if (inner === undefined || inner === null) return [];
  return Array.isArray(inner) ? inner : null;
}

export function textAt(value: Record<string, unknown>, key: string): string {
  const inner = value[key];
  return typeof inner === "string" ? inner : "";
}

export function numberAt(value: Record<string, unknown>, key: string, fallback: number): number {
  const inner = value[key];
  return typeof inner === "number" && Number.isFinite(inner) ? inner : fallback;
}
