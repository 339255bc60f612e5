// One JSON-LD block. The text is escaped so upstream strings cannot close the script element, and
// the script carries the response's nonce (a CSP that checks data blocks too finds it there).
import { useContext } from "react";
import { jsonLdText, type JsonLdObject } from "../../lib/seo-json-ld.js";
import { NonceContext } from "./nonce-context.js";

/** `data`, or `text`: its jsonLdText already made (a block that is the same on every page). */
export function JsonLd(props: { data: JsonLdObject | JsonLdObject[] } | { text: string }) {
  const nonce = useContext(NonceContext);
  return (
    <script type="application/ld+json" nonce={nonce || undefined}>
      {"text" in props ? props.text : jsonLdText(props.data)}
    </script>
  );
}
