// Which precompressed variant a request takes: brotli, then gzip, then none. Quality values count
// (q=0 refuses); among accepted encodings the smaller (brotli) wins, whatever order the client lists.

export type Variant = "br" | "gzip" | null;

function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) q = Number(match[1]);
    }
    found.set(name, Number.isFinite(q) ? q : 0);
  }
  return found;
}

export function chooseVariant(header: string | undefined, available: { br: boolean; gzip: boolean }): Variant {
  if (!header) return null;
  const q = qualities(header);
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (available.br && accepts("br")) return "br";
  if (available.gzip && (accepts("gzip") || accepts("x-gzip"))) return "gzip";
  return null;
}
