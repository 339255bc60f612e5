// Upstream HTML (content fields). Safe to inject only because the server's data layer sanitised it
// (server/web/upstream/sanitize-html.ts) before any loader returned it: the SafeHtml type says so, and
// plain strings do not compile here. Nothing else may inject HTML (eslint.config.js).
import type { SafeHtml } from "../../lib/safe-html.js";
import "./rich-text.css";

export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  if (!html) return null;
  return (
    <div className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
