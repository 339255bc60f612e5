// Which history items a history card displays.
import { expect, test } from "vitest";
import { historyLines } from "../../../shared/lib/history-content.js";

test("title, label, enLabel and image are shown, in order", () => {
  expect(
    historyLines([
      { type: "title", data: "成立" },
      { type: "label", data: "台中總公司" },
      { type: "enLabel", data: "Founded" },
      { type: "image", data: "/media/h1.svg" },
    ]),
  ).toEqual([
    { kind: "title", text: "成立" },
    { kind: "label", text: "台中總公司" },
    { kind: "enLabel", text: "Founded" },
    { kind: "image", src: "/media/h1.svg" },
  ]);
});

test("items of any other type are not displayed", () => {
  expect(
    historyLines([
      { type: "note", data: "內部備註" },
      { type: "Title", data: "大小寫不同" },
      { type: "", data: "" },
    ]),
  ).toEqual([]);
});

test("empty items are skipped, so the default empty item shows nothing", () => {
  expect(
    historyLines([
      { type: "title", data: "  " },
      { type: "image", data: "" },
    ]),
  ).toEqual([]);
});

test("an image address that is not http(s) or site-relative is dropped", () => {
  expect(
    historyLines([
      { type: "image", data: "javascript:alert(1)" },
      { type: "image", data: "data:image/svg+xml,<svg/>" },
    ]),
  ).toEqual([]);
  expect(historyLines([{ type: "image", data: "https://cdn.example.org/h.jpg" }])).toEqual([
    { kind: "image", src: "https://cdn.example.org/h.jpg" },
  ]);
});
