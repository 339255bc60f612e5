// Safe to inject only because SafeHtml comes from the server's sanitiser (plain strings do not compile);
// nothing else may inject HTML (eslint.config.js).
import type { SafeHtml } from "../../lib/safe-html.js";
import "./rich-text.css";

export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  if (!html) return null;
  return (
    <div className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
