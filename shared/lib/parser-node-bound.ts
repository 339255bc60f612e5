// An upper bound, read off the raw page in one pass, of the nodes the WHATWG tree builder (parse5, or a
// browser's DOMParser) can create for it: the payment page reader refuses a page before parsing when
// the bound passes its budget, so neither parser's work can grow past it (docs/security.md).
//
// What creates nodes, per token: a start tag makes its element, at most two implied ones (a table
// cell's tbody and tr) and, by "reconstruct the active formatting elements", one copy per entry of
// that list; a run of text makes one text node plus the same copies; an end tag makes at most one
// element (`</p>`, `</br>`), or with formatting elements about, up to 8 x (1 + 3) in the adoption
// agency. The list only grows by a formatting start tag (copies replace their entry), so it holds at
// most as many entries as the page has such tags. Distinct attributes defeat the list's "Noah's Ark"
// limit of three, which is why the copies, not the tags, are what a hostile page multiplies.

/** The formatting elements (WHATWG "the list of active formatting elements"), as a start tag spells them. */
const FORMATTING_START_TAG = /<(?:a|b|big|code|em|font|i|nobr|s|small|strike|strong|tt|u)(?=[\t\n\f\r />]|$)/gi;
/** html, head, body, the document, its doctype, a template's content fragment: a few per page. */
const PER_PAGE = 8;
/** An element of its own and two implied ones. */
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
