import { expect, test } from "vitest";
import { isVideoUrl, VIDEO_EXTENSIONS } from "../../../shared/lib/video-url.js";

test("every extension the spec lists is a video, in any case", () => {
  expect(VIDEO_EXTENSIONS).toEqual([
    "mp4",
    "avi",
    "mov",
    "wmv",
    "flv",
    "webm",
    "mkv",
    "m4v",
    "3gp",
    "ogv",
    "ts",
    "mts",
    "m2ts",
  ]);
  for (const ext of VIDEO_EXTENSIONS) {
    expect(isVideoUrl(`/media/clip.${ext}`)).toBe(true);
    expect(isVideoUrl(`https://cdn.example.org/clip.${ext.toUpperCase()}`)).toBe(true);
  }
});

test("the query string and fragment are ignored", () => {
  expect(isVideoUrl("/media/a.mp4?v=2")).toBe(true);
  expect(isVideoUrl("/media/a.jpg?file=b.mp4")).toBe(false);
  expect(isVideoUrl("/media/a.webm#t=3")).toBe(true);
});

test("images and look-alikes are not videos", () => {
  for (const url of [
    "/media/a.jpg",
    "/media/a.png",
    "/media/mp4",
    "/media/a.mp4.jpg",
    "/media/a.tsx",
    "",
    null,
    undefined,
  ]) {
    expect(isVideoUrl(url)).toBe(false);
  }
});
