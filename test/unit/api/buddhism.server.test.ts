import { expect, test } from "vitest";
import { buddhismResponse } from "../../../shared/api/buddhism.server.js";

test("halls parse", () => {
  expect(
    buddhismResponse.parse({
      data: {
        data: { id: 1, name: "n", image: "/media/h.jpg", content: "<p/>" },
        slider: [],
        lesson: [{ id: 51, name: "l", startTime: "2024-06-01", endTime: "2024-08-31", image: "/media/l.jpg" }],
      },
    }).data.lesson,
  ).toHaveLength(1);
});
