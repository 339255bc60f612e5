import { expect, test } from "vitest";
import { pullHomeSlider } from "../../../../../server/content-service/content-files/pull-steps/home-slider.js";
import { byEndpoint, fakePullRun } from "./fake-pull-run.js";

test("each slide's photo or video is the folder's", async () => {
  const slide = { fileUrl: "/media/s.svg", position: 1, fileType: "image" };
  const { run, written } = fakePullRun(byEndpoint({ "GET /api/homepage/slider": { data: [slide] } }));
  await pullHomeSlider(run);
  expect(written.get("home/slider")).toEqual({ slides: [{ ...slide, fileUrl: "pulled:/media/s.svg" }] });
});
