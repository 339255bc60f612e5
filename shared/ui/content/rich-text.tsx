// Upstream HTML (content fields). Safe to inject only because the server's data layer sanitised it
// (server/upstream/sanitize-html.ts) before any loader returned it; nothing else may use this.
import "./rich-text.css";

export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
