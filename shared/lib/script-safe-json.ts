const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escaped = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** No "<" (so no "</script>" or "<!--"), ">" or "&", and U+2028/2029 escaped. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, escaped);
}
