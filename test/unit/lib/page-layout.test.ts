import { expect, test } from "vitest";
import { pageLayoutOf } from "../../../shared/lib/page-layout.js";

test("/page picks the layout by typeId: 1 and 2 have one, any other typeId renders nothing", () => {
  expect(pageLayoutOf("page", 1)).toBe("type1");
  expect(pageLayoutOf("page", 2)).toBe("type2");
  for (const typeId of [0, 3, -1, 1.5, 99]) expect(pageLayoutOf("page", typeId)).toBeNull();
});

test("/page2 always uses the typeId 2 layout (docs/content-api.md)", () => {
  for (const typeId of [0, 1, 2, 3]) expect(pageLayoutOf("page2", typeId)).toBe("type2");
});
