// 「頁名｜site name」 titles (docs/seo.md). Apart from the description code in seo-text.ts: the browser
// sets titles on every page, and this file is all it needs for that.

const TITLE_SEPARATOR = "｜";

/** 「頁名｜site name」, or the site name alone when the page has no name of its own (or is the site). */
export function pageTitle(page: string, site: string): string {
  const name = page.trim();
  return name === "" || name === site ? site : `${name}${TITLE_SEPARATOR}${site}`;
}
