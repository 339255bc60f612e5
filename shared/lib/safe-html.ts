// HTML that the server's sanitiser produced, as a type. The brand exists only for the type checker:
// at run time a SafeHtml is a plain string, so it crosses the JSON trip to the browser unchanged and
// the browser bundle carries no sanitiser. Only sanitizeHtml (server/web/upstream/sanitize-html.ts) mints one.
declare const safeHtmlBrand: unique symbol;

/** Sanitised HTML: the only HTML the rich-text component accepts. */
export type SafeHtml = string & { readonly [safeHtmlBrand]: true };
