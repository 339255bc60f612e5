// The CSV pieces of the accountant's export: byte-order mark, RFC 4180 quoting, CRLF, formula injection.
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, csvLine, inertText } from "../../../server/content-service/cli/csv-text.js";
import { parseCsv } from "../csv-records.js";

describe("csvField", () => {
  it("leaves plain text, Chinese and numbers as they are", () => {
    expect(csvField("王小明")).toBe("王小明");
    expect(csvField("台北市中正區重慶南路一段122號")).toBe("台北市中正區重慶南路一段122號");
    expect(csvField(600)).toBe("600");
    expect(csvField(null)).toBe("");
    expect(csvField("")).toBe("");
  });

  it("quotes a field holding a comma, a quote or a line break, doubling quotes (RFC 4180)", () => {
    expect(csvField("台北市, 中正區")).toBe('"台北市, 中正區"');
    expect(csvField('王"小"明')).toBe('"王""小""明"');
    expect(csvField("第一行\r\n第二行")).toBe('"第一行\r\n第二行"');
    expect(csvField("第一行\n第二行")).toBe('"第一行\n第二行"');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","點此")', `"'=HYPERLINK(""http://evil.example"",""點此"")"`],
    ["=1+1", "'=1+1"],
    ["+886912345678", "'+886912345678"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", `"'\r=1+1"`],
    ["＝HYPERLINK(1)", "'＝HYPERLINK(1)"],
    ["＋886912345678", "'＋886912345678"],
    ["－1", "'－1"],
    ["＠SUM(1)", "'＠SUM(1)"],
  ])("makes %j inert: %s", (text, field) => {
    expect(csvField(text)).toBe(field);
  });

  it("leaves a formula character that is not first alone, and our own numbers unprefixed", () => {
    expect(inertText("王=明")).toBe("王=明");
    expect(inertText("0912-345-678")).toBe("0912-345-678");
    expect(csvField(-5)).toBe("-5");
  });
});

describe("csvLine", () => {
  it("joins fields with commas and ends with CRLF; a spreadsheet reads back what was written", () => {
    const cells = ["交易編號", '=HYPERLINK("x")', "甲,乙", 1000, null, "第一行\n第二行"];
    const line = csvLine(cells);
    expect(line.endsWith("\r\n")).toBe(true);
    expect(parseCsv(line)).toEqual([["交易編號", `'=HYPERLINK("x")`, "甲,乙", "1000", "", "第一行\n第二行"]]);
  });

  it("the byte-order mark is U+FEFF, three bytes in UTF-8", () => {
    expect(Buffer.from(CSV_BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
