// The browser's JSON-LD components (the build puts them in place of shared/ui/head/structured-data.tsx).
// JSON-LD is for crawlers, which read the server's HTML; hydration keeps the server's script text
// (suppressHydrationWarning) and the browser does not carry the code that builds it (docs/seo.md).
import type {
  BreadcrumbJsonLd as SharedBreadcrumb,
  CharityJsonLd as SharedCharity,
  NewsArticleJsonLd as SharedNewsArticle,
  OrganizationJsonLd as SharedOrganization,
  TemplesJsonLd as SharedTemples,
} from "../../shared/ui/head/structured-data.js";

/** Stands where the server wrote a JSON-LD block; empty when the browser renders it itself. */
function KeptJsonLd() {
  return (
    <script type="application/ld+json" suppressHydrationWarning>
      {""}
    </script>
  );
}

export const OrganizationJsonLd: typeof SharedOrganization = () => <KeptJsonLd />;
export const CharityJsonLd: typeof SharedCharity = () => <KeptJsonLd />;
export const NewsArticleJsonLd: typeof SharedNewsArticle = () => <KeptJsonLd />;
// The shared ones render nothing for an empty list or a single crumb; so do these.
export const TemplesJsonLd: typeof SharedTemples = ({ halls }) => (halls.length === 0 ? null : <KeptJsonLd />);
export const BreadcrumbJsonLd: typeof SharedBreadcrumb = ({ crumbs }) => (crumbs.length < 2 ? null : <KeptJsonLd />);
