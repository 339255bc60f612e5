import { expect, it } from "vitest";
import { labelledSvg } from "../../../../server/content-service/media/labelled-svg.js";

const IMAGE = { label: "大殿", caption: "halls/main", width: 800, height: 600, hue: 30 };
const fontSize = (svg: string) => Number(/font-size="(\d+)" font-weight="700"/.exec(svg)?.[1]);

it("draws an image of the size asked, named by its label, coloured by its hue", () => {
  const svg = labelledSvg(IMAGE);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600"/);
  expect(svg).toContain('aria-label="大殿"');
  expect(svg).toContain(">大殿</text>");
  expect(svg).toContain(">halls/main</text>");
  expect(svg).toContain('stop-color="hsl(30, 55%, 46%)"');
  expect(svg).toContain('stop-color="hsl(70, 60%, 24%)"');
});

it("escapes the label and caption", () => {
  const svg = labelledSvg({ ...IMAGE, label: '<a href="x">', caption: "&" });
  expect(svg).not.toContain("<a ");
  expect(svg).toContain("&lt;a href=&quot;x&quot;&gt;");
  expect(svg).toContain(">&amp;</text>");
});

it("shrinks a long label to fit, a Latin letter taking about half a CJK one's width", () => {
  expect(fontSize(labelledSvg(IMAGE))).toBe(78);
  const cjk = fontSize(labelledSvg({ ...IMAGE, label: "一二三四五六七八九十" }));
  const latin = fontSize(labelledSvg({ ...IMAGE, label: "abcdefghij" }));
  expect(cjk).toBe(68);
  expect(latin).toBeGreaterThan(cjk);
  expect(fontSize(labelledSvg({ ...IMAGE, label: "字".repeat(200) }))).toBe(12);
});
