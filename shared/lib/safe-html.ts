// A type-only brand, so the browser bundle carries no sanitiser; only server/web/upstream/sanitize-html.ts mints one.
declare const safeHtmlBrand: unique symbol;

export type SafeHtml = string & { readonly [safeHtmlBrand]: true };
