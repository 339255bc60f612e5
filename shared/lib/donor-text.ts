// Donor text is stored, shown and sent to the gateway: characters that reorder it, break storage or logs
// are refused, and text that shows nothing counts as missing.

/** C0, DEL and C1 controls; TAB and newlines too: every donation field is a single line. */
const CONTROL = /\p{Cc}/u;
const BIDI_CONTROL = /\p{Bidi_Control}/u;
/** With the u flag a well-formed pair is one code point, so this matches only a lone surrogate. */
const LONE_SURROGATE = /\p{Cs}/u;
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}]/gu;

/** Length in Unicode code points: an emoji or a rare CJK character (outside the BMP) counts once. */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

export function hasForbiddenCharacter(text: string): boolean {
  return CONTROL.test(text) || BIDI_CONTROL.test(text) || LONE_SURROGATE.test(text);
}

export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, "") === "";
}

export type TextVerdict = "ok" | "missing" | "too-long" | "forbidden";

export function checkDonorText(text: string, maxLength: number): TextVerdict {
  if (isBlank(text)) return "missing";
  // Length first: a posted value cut at a fixed size may end in half a surrogate pair.
  if (codePointLength(text) > maxLength) return "too-long";
  if (hasForbiddenCharacter(text)) return "forbidden";
  return "ok";
}
