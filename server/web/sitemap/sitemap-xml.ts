// sitemaps.org XML: one urlset, or an index of numbered urlsets past 50,000 addresses (the
// protocol's limit per file).

export const URLS_PER_SITEMAP = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export interface SitemapEntry {
  loc: string;
  /** W3C date (YYYY-MM-DD or full timestamp), only where the upstream tells us. */
  lastmod?: string;
}

export function urlset(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `${HEADER}<urlset ${NS}>\n${urls}\n</urlset>\n`;
}

export function sitemapIndex(locations: readonly string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join("\n");
  return `${HEADER}<sitemapindex ${NS}>\n${items}\n</sitemapindex>\n`;
}

export function sitemapFiles(publicUrl: string, entries: readonly SitemapEntry[]): Map<string, string> {
  const files = new Map<string, string>();
  if (entries.length <= URLS_PER_SITEMAP) {
    files.set("sitemap.xml", urlset(entries));
    return files;
  }
  const parts: string[] = [];
  for (let start = 0, n = 1; start < entries.length; start += URLS_PER_SITEMAP, n++) {
    const name = `sitemap-${n}.xml`;
    files.set(name, urlset(entries.slice(start, start + URLS_PER_SITEMAP)));
    parts.push(`${publicUrl}/${name}`);
  }
  files.set("sitemap.xml", sitemapIndex(parts));
  return files;
}
