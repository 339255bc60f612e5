// content:pull's home slider: each slide with its photo or video in the folder.
import { homeSliderResponse } from "../../../../shared/api/home.server.js";
import { PULLED } from "../pull-endpoints.js";
import type { PullRun } from "./pull-run.js";

export async function pullHomeSlider(run: PullRun): Promise<void> {
  const slides = (await run.call(homeSliderResponse, PULLED.homeSlider))?.data ?? [];
  run.write("home/slider", {
    slides: await Promise.all(slides.map(async (slide) => ({ ...slide, fileUrl: await run.media(slide.fileUrl) }))),
  });
}
