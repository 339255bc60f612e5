// One JSON-LD block. The text is escaped so upstream strings cannot close the script element, and
// the script carries the response's nonce (a CSP that checks data blocks too finds it there).
import { useContext } from "react";
import { jsonLdText, type JsonLdObject } from "../../lib/seo-json-ld.js";
import { NonceContext } from "./nonce-context.js";

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const nonce = useContext(NonceContext);
  return (
    <script type="application/ld+json" nonce={nonce || undefined}>
      {jsonLdText(data)}
    </script>
  );
}
