import { expect, test } from "vitest";
import { pageResponse } from "../../../shared/api/page.server.js";

test("page: the contract example parses; slider items take image or url", () => {
  const parsed = pageResponse.parse({
    data: {
      result: { id: 5, title: "t", intro: "i", content: "<p>c</p>", image: "/media/p.jpg", video: "", typeId: 1 },
      album: [{ id: 31, title: "a", image: "/media/al.jpg", order: 1 }],
      slider: [
        { image: "/media/s1.jpg", title: "s" },
        { url: "/media/s2.jpg", title: "u", description: "d" },
      ],
    },
  });
  expect(parsed.data.slider.map((s) => s.image)).toEqual(["/media/s1.jpg", "/media/s2.jpg"]);
  expect(parsed.data.album[0]?.order).toBe(1);
});

test("a page without its result fails instead of rendering nonsense", () => {
  expect(pageResponse.safeParse({ data: {} }).success).toBe(false);
});
