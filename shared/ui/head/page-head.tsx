// React 19 hoists these into <head>; the server sends them in the first bytes (docs/seo.md).
import { useLocation } from "react-router";
import { pageTitle } from "../../lib/page-title.js";
import { describe } from "../../lib/seo-text.js";
import { absoluteUrl, canonicalUrl, DEFAULT_SHARE_IMAGE, shareImage, type SeoArea } from "../../lib/seo-site.js";
import { usePublicUrl } from "./use-public-url.js";
import type { QueryParam } from "../../lib/query-params.js";

export interface PageHeadProps {
  /** The page's own name; "" for the area's front page (the title is then the site name alone). */
  title: string;
  area: SeoArea;
  /** Text or HTML to describe the page, first usable one wins; else the area's default. */
  description?: readonly (string | null | undefined)[];
  /** The page's main image (site-relative or absolute); SVG and video fall back to the default. */
  image?: string | null;
  type?: "website" | "article";
  /** Query parameters the page reads: the only ones the canonical URL keeps, each as its parser reads it. */
  params?: readonly QueryParam[];
  /** Error, not-found and personal pages: kept out of search results, and no URL named as theirs. */
  noindex?: boolean;
}

export function PageHead({
  title,
  area,
  description = [],
  image,
  type = "website",
  params = [],
  noindex,
}: PageHeadProps) {
  const publicUrl = usePublicUrl();
  const { pathname, search } = useLocation();
  const fullTitle = pageTitle(title, area.name);
  const text = describe(description, area.description);
  const url = canonicalUrl(publicUrl, pathname, search, params);
  const own = shareImage(image);
  const shared = absoluteUrl(publicUrl, own ?? DEFAULT_SHARE_IMAGE.path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:image" content={shared} />
      {!own && <meta property="og:image:width" content={String(DEFAULT_SHARE_IMAGE.width)} />}
      {!own && <meta property="og:image:height" content={String(DEFAULT_SHARE_IMAGE.height)} />}
      <meta property="og:locale" content="zh_TW" />
      <meta property="og:site_name" content={area.name} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
