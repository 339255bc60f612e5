// The one place upstream HTML is made safe, before any render: an allow-list of structure, links and
// images; no scripts, styles, frames, forms, handlers or protocol-relative URLs.
import sanitize from "sanitize-html";
import type { SafeHtml } from "../../../shared/lib/safe-html.js";
import type { SourceRules } from "../images/image-source.js";
import { richTextImage } from "./rich-text-images.js";

// A path relative to the current page ("x.jpg", "../a") means something different on every route;
// only site-relative paths and scheme-qualified URLs (checked against the schemes below) are kept.
const SITE_OR_ABSOLUTE = /^(\/(?![/\\])|[a-z][a-z0-9+.-]*:|#)/i;

// A variant srcset is ~50 times the bytes of a bare <img src>: past this many images in one field the rest
// keep their plain address, so a field of thousands of tiny tags cannot blow the page up.
export const MAX_REWRITTEN_IMAGES = 100;

function options(imageSources: SourceRules | undefined): sanitize.IOptions {
  let rewritten = 0;
  return {
    allowedTags: [
      "p",
      "br",
      "hr",
      "div",
      "span",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "small",
      "sub",
      "sup",
      "mark",
      "h1",
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "blockquote",
      "pre",
      "code",
      "ul",
      "ol",
      "li",
      "dl",
      "dt",
      "dd",
      "table",
      "caption",
      "thead",
      "tbody",
      "tfoot",
      "tr",
      "th",
      "td",
      "a",
      "img",
      "figure",
      "figcaption",
    ],
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      // srcset, sizes and decoding only as richTextImage writes them: it drops the upstream's own.
      img: ["src", "alt", "title", "width", "height", "loading", "decoding", "srcset", "sizes"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      ol: ["start"],
    },
    allowedSchemes: ["http", "https"],
    allowedSchemesByTag: { a: ["http", "https", "mailto", "tel"], img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
    transformTags: {
      a: (tagName, attribs) => {
        const next: sanitize.Attributes = { ...attribs };
        if (next.href !== undefined && !SITE_OR_ABSOLUTE.test(next.href.trim())) delete next.href;
        if (next.target === "_blank") next.rel = "noopener noreferrer";
        else delete next.target;
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => {
        // An image without alt text is announced by its file name; "" marks it decorative instead.
        const next: sanitize.Attributes = { alt: "", ...attribs };
        if (next.src !== undefined && !SITE_OR_ABSOLUTE.test(next.src.trim())) delete next.src;
        const attributes = richTextImage(next, rewritten < MAX_REWRITTEN_IMAGES ? imageSources : undefined);
        if (attributes.srcset !== undefined) rewritten += 1;
        return { tagName, attribs: attributes };
      },
    },
  };
}

const PLAIN = options(undefined);

/** The only place a SafeHtml is made: the brand promises this function produced the string. */
export function sanitizeHtml(html: string, imageSources?: SourceRules): SafeHtml {
  const safe = html ? sanitize(html, imageSources ? options(imageSources) : PLAIN) : "";
  return safe as SafeHtml;
}
