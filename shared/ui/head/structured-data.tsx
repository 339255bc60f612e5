// The JSON-LD each kind of page carries, from the data its page already has (docs/seo.md).
import { useLocation } from "react-router";
import { paths } from "../../lib/paths.js";
import {
  breadcrumbList,
  buddhistTemple,
  jsonLdText,
  newsArticle,
  ngo,
  organization,
  type Crumb,
  type JsonLdObject,
} from "../../lib/seo-json-ld.js";
import { absoluteUrl, canonicalUrl, DEFAULT_SHARE_IMAGE, shareImage } from "../../lib/seo-site.js";
import { describe } from "../../lib/seo-text.js";
import { CHARITY_CONTACT } from "../../lib/charity-contact.js";
import { COMPANY } from "../layout/company-contact.js";
import { JsonLd } from "./json-ld.js";
import { usePublicUrl } from "./use-public-url.js";
import type { QueryParam } from "../../lib/query-params.js";

const LOGO = "/images/logo.svg";
/** The same logo as PNG (scripts/raster-logo.mjs): an article's publisher logo must be a raster image. */
export const RASTER_LOGO = { path: "/images/logo.png", width: 512, height: 512 } as const;

export function groupOrganization(publicUrl: string): JsonLdObject {
  return organization({
    name: COMPANY.name,
    alternateName: COMPANY.shortName,
    url: absoluteUrl(publicUrl, paths.home),
    logo: absoluteUrl(publicUrl, LOGO),
    telephone: COMPANY.phone,
    address: COMPANY.address,
  });
}

// The same text on every page of one site: made once per public origin (there is one).
const organizationTexts = new Map<string, string>();

export function OrganizationJsonLd() {
  const publicUrl = usePublicUrl();
  let text = organizationTexts.get(publicUrl);
  if (text === undefined) {
    text = jsonLdText(groupOrganization(publicUrl));
    if (organizationTexts.size < 4) organizationTexts.set(publicUrl, text);
  }
  return <JsonLd text={text} />;
}

export function CharityJsonLd({
  charityId,
  name,
  description,
}: {
  charityId: number;
  name: string;
  description: string;
}) {
  const publicUrl = usePublicUrl();
  return (
    <JsonLd
      data={ngo({
        name: name || CHARITY_CONTACT.name,
        url: absoluteUrl(publicUrl, paths.charity1(charityId)),
        logo: absoluteUrl(publicUrl, LOGO),
        telephone: CHARITY_CONTACT.phone,
        address: CHARITY_CONTACT.address,
        description,
        donateUrl: absoluteUrl(publicUrl, paths.charity4(charityId)),
      })}
    />
  );
}

export interface NewsArticleJsonLdProps {
  headline: string;
  description: readonly (string | null | undefined)[];
  fallbackDescription: string;
  image?: string | null;
  datePublished?: string;
  params: readonly QueryParam[];
}

export function NewsArticleJsonLd({
  headline,
  description,
  fallbackDescription,
  image,
  datePublished,
  params,
}: NewsArticleJsonLdProps) {
  const publicUrl = usePublicUrl();
  const { pathname, search } = useLocation();
  const own = shareImage(image);
  return (
    <JsonLd
      data={newsArticle({
        headline,
        description: describe(description, fallbackDescription),
        url: canonicalUrl(publicUrl, pathname, search, params),
        image: absoluteUrl(publicUrl, own ?? DEFAULT_SHARE_IMAGE.path),
        datePublished,
        publisher: {
          name: COMPANY.name,
          url: absoluteUrl(publicUrl, paths.home),
          logo: {
            url: absoluteUrl(publicUrl, RASTER_LOGO.path),
            width: RASTER_LOGO.width,
            height: RASTER_LOGO.height,
          },
        },
      })}
    />
  );
}

export interface TempleEntry {
  name: string;
  path: string;
  image?: string;
  description?: string;
}

export function TemplesJsonLd({ halls }: { halls: readonly TempleEntry[] }) {
  const publicUrl = usePublicUrl();
  if (halls.length === 0) return null;
  const data = halls.map((hall) =>
    buddhistTemple({
      name: hall.name,
      url: absoluteUrl(publicUrl, hall.path),
      image: hall.image ? absoluteUrl(publicUrl, hall.image) : undefined,
      description: hall.description,
    }),
  );
  return <JsonLd data={data.length === 1 && data[0] ? data[0] : data} />;
}

export function BreadcrumbJsonLd({ crumbs }: { crumbs: readonly { name: string; path?: string }[] }) {
  const publicUrl = usePublicUrl();
  if (crumbs.length < 2) return null;
  const list: Crumb[] = crumbs.map((crumb) => ({
    name: crumb.name,
    url: crumb.path ? absoluteUrl(publicUrl, crumb.path) : undefined,
  }));
  return <JsonLd data={breadcrumbList(list)} />;
}
