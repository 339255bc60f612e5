// schema.org objects for JSON-LD (docs/seo.md).
import { scriptSafeJson } from "./script-safe-json.js";

export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue };
export type JsonLdObject = { [key: string]: JsonLdValue };

const CONTEXT = "https://schema.org";

export function jsonLdText(data: JsonLdObject | JsonLdObject[]): string {
  return scriptSafeJson(data);
}

/** "台中市西屯區市政北二路 238 號 15 樓" -> a PostalAddress with region, locality and street. */
export function postalAddress(address: string): JsonLdObject {
  const parts = /^(\S{2}[市縣])(\S{1,3}?[區鄉鎮市])(.+)$/.exec(address.trim());
  return parts
    ? {
        "@type": "PostalAddress",
        addressRegion: parts[1] ?? "",
        addressLocality: parts[2] ?? "",
        streetAddress: (parts[3] ?? "").trim(),
        addressCountry: "TW",
      }
    : { "@type": "PostalAddress", streetAddress: address.trim(), addressCountry: "TW" };
}

export interface OrganizationFacts {
  name: string;
  alternateName?: string;
  url: string;
  logo: string;
  telephone: string;
  address: string;
}

/** Telephone as schema.org examples write it: +886 and the number without its leading 0. */
function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d]/g, "");
  return digits.startsWith("0") ? `+886-${phone.trim().replace(/^0/, "")}` : phone.trim();
}

export function organization(facts: OrganizationFacts): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: facts.name,
    ...(facts.alternateName ? { alternateName: facts.alternateName } : {}),
    url: facts.url,
    logo: facts.logo,
    telephone: internationalPhone(facts.telephone),
    address: postalAddress(facts.address),
  };
}

export interface NgoFacts extends OrganizationFacts {
  description: string;
  donateUrl: string;
}

export function ngo(facts: NgoFacts): JsonLdObject {
  const { donateUrl, description, ...rest } = facts;
  return {
    ...organization(rest),
    "@type": "NGO",
    description,
    potentialAction: {
      "@type": "DonateAction",
      target: donateUrl,
      recipient: { "@type": "NGO", name: facts.name },
    },
  };
}

/** Search engines accept only a raster image with its size as a publisher's logo. */
export interface RasterImage {
  url: string;
  width: number;
  height: number;
}

export interface ArticleFacts {
  headline: string;
  description: string;
  url: string;
  image: string;
  /** ISO 8601 (shared/lib/published-date.ts); left out when empty. */
  datePublished?: string;
  publisher: { name: string; url: string; logo: RasterImage };
}

export function newsArticle(facts: ArticleFacts): JsonLdObject {
  // Google shows at most 110 characters of a headline.
  const headline = [...facts.headline].slice(0, 110).join("");
  const { name, url, logo } = facts.publisher;
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline,
    description: facts.description,
    image: [facts.image],
    mainEntityOfPage: facts.url,
    ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
    // The pages name no writer: the group's news are the organisation's own.
    author: { "@type": "Organization", name, url },
    publisher: {
      "@type": "Organization",
      name,
      url,
      logo: { "@type": "ImageObject", url: logo.url, width: logo.width, height: logo.height },
    },
  };
}

export interface Crumb {
  name: string;
  /** Absolute; the last crumb (this page) may leave it out. */
  url?: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

export interface TempleFacts {
  name: string;
  url: string;
  image?: string;
  description?: string;
  address?: string;
}

export function buddhistTemple(facts: TempleFacts): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "BuddhistTemple",
    name: facts.name,
    url: facts.url,
    ...(facts.image ? { image: facts.image } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.address ? { address: postalAddress(facts.address) } : {}),
  };
}
