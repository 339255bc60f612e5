import sharp from "sharp";
import { expect, it } from "vitest";
import { labelledPhoto } from "../../../../server/content-service/media/labelled-photo.js";

it("renders the labelled picture to a JPEG of its size", async () => {
  const jpeg = await labelledPhoto({ label: "大殿", caption: "halls/main", width: 320, height: 200, hue: 200 });
  expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 200 });
});
