// Apart from seo-text.ts: this is all the browser needs to set titles (docs/seo.md).

const TITLE_SEPARATOR = "｜";

export function pageTitle(page: string, site: string): string {
  const name = page.trim();
  return name === "" || name === site ? site : `${name}${TITLE_SEPARATOR}${site}`;
}
