// content:pull (docs/content.md): the steps of pull-steps/, one per kind of content, in the order their
// links are found; a record reached twice (ids the upstream repeats) is written once.
import fs from "node:fs";
import { writeJsonSchemas } from "./json-schemas.js";
import { PullBudget } from "./pull-fetch.js";
import { DEFAULT_PULL_LIMITS, type PullOptions } from "./pull-options.js";
import { AlbumWriter } from "./pull-steps/album-writer.js";
import { pullArticles } from "./pull-steps/articles.js";
import { charitiesNamed, pullCharities } from "./pull-steps/charities.js";
import { pullFocusList } from "./pull-steps/focus-list.js";
import { pullHalls } from "./pull-steps/halls.js";
import { pullHistoryList } from "./pull-steps/history-list.js";
import { pullHomeNews } from "./pull-steps/home-news.js";
import { pullHomeSlider } from "./pull-steps/home-slider.js";
import { linksOf } from "./pull-steps/linked-routes.js";
import { pullMenu } from "./pull-steps/menu.js";
import { pullPages } from "./pull-steps/pages.js";
import { pullPathPages } from "./pull-steps/path-pages.js";
import { createPullRun } from "./pull-steps/pull-run.js";
import { pullResources } from "./pull-steps/resources.js";

/** Files and media written, and the addresses left out (each told to `onSkipped` as it happened). */
export async function pullContent(options: PullOptions): Promise<{ files: number; media: number; skipped: number }> {
  const budget = new PullBudget(options.limits ?? DEFAULT_PULL_LIMITS);
  try {
    return await pullWithin(budget, options);
  } finally {
    budget.end();
  }
}

async function pullWithin(
  budget: PullBudget,
  { from, out, pagePaths = [], charityIds = [], onSkipped = () => undefined }: PullOptions,
): Promise<{ files: number; media: number; skipped: number }> {
  const skipped = new Set<string>();
  const pull = createPullRun(budget, from.replace(/\/+$/, ""), out, (address, reason) => {
    skipped.add(address);
    onSkipped(address, reason);
  });
  const { run } = pull;
  const albums = new AlbumWriter(run);

  fs.mkdirSync(out, { recursive: true });
  const menu = await pullMenu(run);
  await pullHomeSlider(run);
  const news = await pullHomeNews(run);
  const focus = await pullFocusList(run);
  await pullHistoryList(run);
  const pages = await pullPages(run, albums, { menu, news, focus });
  // Articles, charities and path pages linked from news, focus and menu items are pulled like those
  // linked from rich text.
  const links = linksOf(news, focus, menu);
  const charityHtml = await pullCharities(run, albums, charitiesNamed(charityIds, menu, links));
  const hallHtml = await pullHalls(run, albums);
  await pullResources(run);
  const linking = [...pages.html, ...links, ...charityHtml, ...hallHtml];
  await pullArticles(run, linking);
  await pullPathPages(run, { asked: pagePaths, linking, firstId: Math.max(0, ...pages.ids) + 1 });
  writeJsonSchemas(out);
  return { files: pull.files(), media: pull.media(), skipped: skipped.size };
}
