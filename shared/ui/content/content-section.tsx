// Upstream HTML under a heading of its own: the content's headings (h3 and below) then follow an
// h2, so the page's heading order holds whatever the content starts with. The heading is for
// assistive technology and outlines; the page already shows its title.
import { useId } from "react";
import type { SafeHtml } from "../../lib/safe-html.js";
import { RichText } from "./rich-text.js";

export function ContentSection({
  heading,
  html,
  className,
}: {
  heading: string;
  html: SafeHtml | null;
  className?: string;
}) {
  const id = useId();
  if (!html) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {heading}
      </h2>
      <RichText html={html} className={className} />
    </section>
  );
}
