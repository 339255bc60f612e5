import { describe, expect, it } from "vitest";
import { maskName } from "../../../shared/lib/mask-name.server.js";

describe("maskName", () => {
  it.each([
    ["王小明", "王○明"],
    ["王明", "王○"],
    ["王", "○"],
    ["歐陽明德", "歐○○德"],
    ["Emily Chen", "E○○○n"],
    ["  李大同 ", "李○同"],
    ["", ""],
    ["𠀋小𠀋", "𠀋○𠀋"],
    // The erased donor's label (and a donor's own choice of it) is no one's name: shown whole.
    ["善心人士", "善心人士"],
  ])("%s -> %s", (name, masked) => {
    expect(maskName(name)).toBe(masked);
    // Masking what is already masked changes nothing (the web server masks again).
    expect(maskName(masked)).toBe(masked);
  });
});
