import { describe, expect, it } from "vitest";
import {
  FontMissingError,
  loadReceiptFonts,
  PRIMARY_FONT,
  textRuns,
  uncoveredCharacters,
  type LoadedFont,
} from "../../../server/content-service/receipts/receipt-fonts.js";

const noto = loadReceiptFonts(PRIMARY_FONT, []);
/** A stand-in fallback that has exactly one character. */
const onlyOne = (char: string): LoadedFont => ({
  file: "fallback",
  name: "fallback",
  data: Buffer.alloc(0),
  covers: (codePoint) => codePoint === char.codePointAt(0),
});

describe("receipt fonts", () => {
  it("has Traditional Chinese names, 𠮷 included, in Noto Sans CJK TC", () => {
    expect(uncoveredCharacters(noto, "林美華 陳𠮷祥 堃峯喆 新臺幣壹仟貳佰元整 NT$ 1,200 （不指定用途）")).toEqual([]);
  });

  it("names each character no font has (Extension B's 𪚥 is not in Noto)", () => {
    expect(uncoveredCharacters(noto, "龍𪚥𪚥𠮷")).toEqual(["𪚥"]);
    expect(uncoveredCharacters([...noto, onlyOne("𪚥")], "龍𪚥𠮷")).toEqual([]);
  });

  it("cuts text where the font changes, keeping whole characters", () => {
    const fonts = [...noto, onlyOne("𪚥")];
    const primary = noto[0]?.name ?? "";
    expect(textRuns(fonts, "林𪚥𪚥 華")).toEqual([
      { font: primary, text: "林" },
      { font: "fallback", text: "𪚥𪚥" },
      { font: primary, text: " 華" },
    ]);
  });

  it("says which package to install when the font is missing", () => {
    expect(() => loadReceiptFonts({ file: "/nonexistent/font.ttc" }, [])).toThrow(FontMissingError);
    expect(() => loadReceiptFonts({ file: "/nonexistent/font.ttc" }, [])).toThrow(/fonts-noto-cjk/);
  });
});
