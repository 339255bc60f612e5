// An h2 of its own keeps the page's heading order whatever the content starts with (its headings are
// h3 and below); the page already shows its title.
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
