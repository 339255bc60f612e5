import { expect, test } from "vitest";
import { ImageError, isImageError, UnreadableImage } from "../../../../server/web/images/image-error.js";

test("an image error carries its status and message, and is told apart from other errors", () => {
  const error = new ImageError(404, "找不到指定的圖片");
  expect([error.status, error.message, error.name]).toEqual([404, "找不到指定的圖片", "ImageError"]);
  expect(isImageError(error)).toBe(true);
  expect(isImageError(new Error("x"))).toBe(false);
  expect(isImageError({ status: 404, message: "x" })).toBe(false);
});

test("an unreadable image is a 422 image error of its own kind", () => {
  const error = new UnreadableImage("bad codec");
  expect([error.status, error.name, isImageError(error)]).toEqual([422, "UnreadableImage", true]);
  expect(new ImageError(422, "x")).not.toBeInstanceOf(UnreadableImage);
});
