// Receipt fonts (docs/donations.md, "Receipts"): each run of text goes to the first font with its glyphs;
// a character none has is reported, never printed as a silent box.
import fs from "node:fs";
import * as fontkit from "fontkit";

export interface FontSource {
  file: string;
  /** The face inside a collection (.ttc). */
  postscriptName?: string;
}

export const PRIMARY_FONT: FontSource = {
  file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
  postscriptName: "NotoSansCJKtc-Regular",
};
export const FALLBACK_FONTS: readonly FontSource[] = [
  { file: "/usr/share/fonts/truetype/hanazono/HanaMinA.ttf" },
  { file: "/usr/share/fonts/truetype/hanazono/HanaMinB.ttf" },
];

export interface LoadedFont extends FontSource {
  name: string;
  /** Read once for every document of a run. */
  data: Buffer;
  covers: (codePoint: number) => boolean;
}

export interface TextRun {
  font: string;
  text: string;
}

export class FontMissingError extends Error {}

export function loadReceiptFonts(primary = PRIMARY_FONT, fallbacks = FALLBACK_FONTS): LoadedFont[] {
  if (!fs.existsSync(primary.file))
    throw new FontMissingError(`no receipt font at ${primary.file}: install Debian's fonts-noto-cjk`);
  const present = fallbacks.filter((source) => fs.existsSync(source.file));
  return [primary, ...present].map((source, index) => {
    const data = fs.readFileSync(source.file);
    const opened = fontkit.create(data, source.postscriptName);
    if (!("hasGlyphForCodePoint" in opened))
      throw new FontMissingError(`${source.file} is a collection: name the face (postscriptName)`);
    return { ...source, name: `receipt-font-${index}`, data, covers: (cp) => opened.hasGlyphForCodePoint(cp) };
  });
}

const NO_GLYPH = /[\s\p{Cc}\p{Cf}]/u;

function fontFor(fonts: readonly LoadedFont[], char: string): LoadedFont | undefined {
  const codePoint = char.codePointAt(0) ?? 0;
  return NO_GLYPH.test(char) ? fonts[0] : fonts.find((font) => font.covers(codePoint));
}

/** The text cut where the font changes; a character no font has stays with the primary font. */
export function textRuns(fonts: readonly LoadedFont[], text: string): TextRun[] {
  const runs: TextRun[] = [];
  const primary = fonts[0]?.name ?? "";
  for (const char of text) {
    const font = fontFor(fonts, char)?.name ?? primary;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

export function uncoveredCharacters(fonts: readonly LoadedFont[], text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) if (!fontFor(fonts, char)) missing.add(char);
  return [...missing];
}
