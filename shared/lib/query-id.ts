// Query-string ids: a positive integer, otherwise treated as missing (docs/content-api.md).

export function parseId(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}
