// What a donor's free text (names, address) may hold. It is stored, shown masked on the public
// sponsor list and sent to the payment gateway, so characters that hide or reorder text (bidi
// controls), break storage (lone surrogates) or terminals and logs (control characters) are refused,
// and a name that shows nothing (only spaces or zero-width characters) counts as missing.

/** C0, DEL and C1 controls; TAB and newlines too: every donation field is a single line. */
const CONTROL = /\p{Cc}/u;
/** Bidi controls: U+061C, U+200E/F, U+202A-U+202E (embeddings, overrides), U+2066-U+2069 (isolates). */
const BIDI_CONTROL = /\p{Bidi_Control}/u;
/** With the u flag a well-formed pair is one code point, so this matches only a lone surrogate. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Characters that render as nothing: spaces, zero-width and other default-ignorable code points. */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}]/gu;

/** Length in Unicode code points: an emoji or a rare CJK character (outside the BMP) counts once. */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** True when the text holds a control character, a bidi control or a lone surrogate. */
export function hasForbiddenCharacter(text: string): boolean {
  return CONTROL.test(text) || BIDI_CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** True when nothing of the text would be visible: empty, spaces, zero-width characters only. */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, "") === "";
}

export type TextVerdict = "ok" | "missing" | "too-long" | "forbidden";

/** One free-text field (already trimmed): missing, too long in code points, or holding forbidden characters. */
export function checkDonorText(text: string, maxLength: number): TextVerdict {
  if (isBlank(text)) return "missing";
  // Length first: a posted value cut at a fixed size may end in half a surrogate pair.
  if (codePointLength(text) > maxLength) return "too-long";
  if (hasForbiddenCharacter(text)) return "forbidden";
  return "ok";
}
