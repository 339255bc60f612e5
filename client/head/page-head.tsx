// The browser's PageHead (the build puts it in place of shared/ui/head/page-head.tsx): the title only.
// The server wrote the description, canonical URL and share tags into the first bytes of the page,
// and link-preview crawlers and search engines read them there; after a client navigation only the
// tab's title is seen, so the browser does not carry the code that builds the rest (docs/seo.md).
import type { PageHeadProps } from "../../shared/ui/head/page-head.js";
import { pageTitle } from "../../shared/lib/page-title.js";

export function PageHead({ title, area }: PageHeadProps) {
  return <title>{pageTitle(title, area.name)}</title>;
}
