// An upper bound of the nodes a WHATWG tree builder can create for a page, read before parsing; the
// derivation is in docs/security.md ("Why the bound holds").

const FORMATTING_START_TAG = /<(?:a|b|big|code|em|font|i|nobr|s|small|strike|strong|tt|u)(?=[\t\n\f\r />]|$)/gi;
/** html, head, body, the document, its doctype, a template fragment: a few per page. */
const PER_PAGE = 8;
/** An element and two implied ones (a table cell's tbody and tr). */
const PER_TOKEN = 3;
/** The adoption agency's outer loop (8) times its clones (3) and new element (1). */
const PER_ADOPTION = 32;

export function worstCaseParserNodes(html: string): number {
  let tags = 0;
  for (let at = html.indexOf("<"); at !== -1; at = html.indexOf("<", at + 1)) tags += 1;
  const formatting = html.match(FORMATTING_START_TAG)?.length ?? 0;
  // Each "<" starts at most one tag or comment token; a run of text lies between two of them.
  const tokens = 2 * tags + 1;
  return PER_PAGE + tokens * (PER_TOKEN + formatting) + (formatting > 0 ? tags * PER_ADOPTION : 0);
}
