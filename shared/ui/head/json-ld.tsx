// Escaped so upstream strings cannot close the script; a data block runs nowhere, so it needs no nonce.
import { jsonLdText, type JsonLdObject } from "../../lib/seo-json-ld.js";

/** `data`, or `text`: its jsonLdText already made (a block that is the same on every page). */
export function JsonLd(props: { data: JsonLdObject | JsonLdObject[] } | { text: string }) {
  return <script type="application/ld+json">{"text" in props ? props.text : jsonLdText(props.data)}</script>;
}
