// content:pull (docs/content.md): a record reached twice (ids the upstream repeats) is written once.
import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { buddhismListResponse, buddhismLessonResponse, buddhismResponse } from "../../../shared/api/buddhism.server.js";
import { activityListResponse, charityAlbumResponse, charityResponse } from "../../../shared/api/charity.server.js";
import { articleListResponse, homeSliderResponse } from "../../../shared/api/home.server.js";
import { focusListResponse, historyListResponse, pageListResponse } from "../../../shared/api/lists.server.js";
import { menuListResponse } from "../../../shared/api/menu.server.js";
import { pageResourceResponse } from "../../../shared/api/page-resource.server.js";
import {
  albumContentResponse,
  articleResponse,
  pageByPathResponse,
  pageResponse,
} from "../../../shared/api/page.server.js";
import { HALL_PAGES } from "../../../shared/lib/hall-pages.js";
import { DONATION_PAGE_PATH } from "../../../shared/lib/query-params.js";
import { writeJsonSchemas } from "./json-schemas.js";
import { PullBudget, pullJsonCaller } from "./pull-fetch.js";
import { PulledMedia, pullRichText } from "./pull-media.js";
import { DEFAULT_PULL_LIMITS, type PullOptions } from "./pull-options.js";

const PAGE_PATHS = new Set(["page", "page2", "page3"]);
const CHARITY_PATHS = /^charity[1-4]?$/;

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
  { from, out, pagePaths = [], charityIds: extraCharities = [], onSkipped = () => undefined }: PullOptions,
): Promise<{ files: number; media: number; skipped: number }> {
  const base = from.replace(/\/+$/, "");
  let files = 0;
  const skipped = new Set<string>();
  const skip = (address: string, reason: string) => {
    skipped.add(address);
    onSkipped(address, reason);
  };
  const write = (file: string, value: unknown) => {
    const target = path.join(out, `${file}.yaml`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, stringify(value, { lineWidth: 0 }));
    files += 1;
  };
  const call = pullJsonCaller(budget, base, skip);
  const pulledMedia = new PulledMedia(base, out, budget, skip);
  const media = pulledMedia.file;
  const rich = (html: string) => pullRichText(html, base, media);
  const photos = async (list: { image: string; title: string; description?: string }[]) =>
    Promise.all(list.map(async (item) => ({ ...item, image: await media(item.image) })));

  fs.mkdirSync(out, { recursive: true });
  const menu = (await call(menuListResponse, "/api/website/getMenuList", {}))?.menuListData ?? [];
  write("menu", {
    items: menu.map(({ pageList, path: link, ...item }) => ({
      ...item,
      ...(link ? { path: link } : {}),
      ...(pageList ? { pageList } : {}),
    })),
  });
  const slides = (await call(homeSliderResponse, "/api/homepage/slider"))?.data ?? [];
  write("home/slider", {
    slides: await Promise.all(slides.map(async (slide) => ({ ...slide, fileUrl: await media(slide.fileUrl) }))),
  });
  const news = (await call(articleListResponse, "/api/homepage/articleList"))?.data ?? [];
  write("home/news", {
    categories: await Promise.all(
      news.map(async (category) => ({
        ...category,
        articleList: await Promise.all(
          category.articleList.map(async (post) => ({ ...post, thumbnailUrl: await media(post.thumbnailUrl) })),
        ),
      })),
    ),
  });
  const focus = (await call(focusListResponse, "/api/website/getFocusList", {}))?.data.focusDataList ?? [];
  write("lists/focus", {
    items: await Promise.all(focus.map(async (item) => ({ ...item, thumbnailUrl: await media(item.thumbnailUrl) }))),
  });
  const history = (await call(historyListResponse, "/api/website/getHistoryList", {}))?.data.historyList ?? [];
  write("lists/history", {
    years: await Promise.all(
      history.map(async (year) => ({
        ...year,
        content: await Promise.all(
          year.content.map(async (entry) =>
            entry.type === "image" ? { ...entry, data: await media(entry.data) } : entry,
          ),
        ),
      })),
    ),
  });

  const albumIds = new Set<number>();
  const albumPhotos = async (albumId: number) =>
    (await call(albumContentResponse, "/api/website/getAlbumContent", { albumId }))?.data.slider ?? [];
  const html: string[] = [];
  // The page's own slider is what it shows of its first album (lowest order): written as that album's photos.
  const albums = async (
    owner: Record<string, number>,
    headers: { id: number; title: string; name: string; image: string; order: number }[],
    firstAlbumPhotos: { image: string; title: string }[],
  ) => {
    const first = Math.min(...headers.map((header) => header.order));
    for (const header of headers) {
      if (albumIds.has(header.id)) continue;
      albumIds.add(header.id);
      const slider = header.order === first ? firstAlbumPhotos : await albumPhotos(header.id);
      write(`albums/${header.id}`, {
        ...header,
        owner,
        image: await media(header.image),
        photos: await photos(slider),
      });
    }
  };

  const social =
    (await call(pageListResponse, "/api/website/getPageList", { menuPath: "socialActivity" }))?.data.pageDataList ?? [];
  const pageIds = new Set<number>([
    ...menu.flatMap((item) =>
      (item.pageList ?? []).filter((sub) => sub.referType === "page" && PAGE_PATHS.has(sub.path)).map((sub) => sub.id),
    ),
    ...news.flatMap((category) => category.articleList.map((post) => post.pageID)),
    ...focus.map((item) => item.pageID),
    ...social.map((entry) => entry.id),
    ...HALL_PAGES.map((hall) => hall.pageId),
  ]);
  for (const id of pageIds) {
    const page = await call(pageResponse, "/api/website/getPage", { id });
    if (!page) continue;
    const { result } = page.data;
    const listed = social.findIndex((entry) => entry.id === id);
    html.push(result.content);
    write(`pages/${id}`, {
      id,
      typeId: result.typeId,
      title: result.title,
      intro: result.intro,
      content: await rich(result.content),
      image: await media(result.image),
      video: await media(result.video),
      ...(listed >= 0
        ? { menuPath: "socialActivity", linkPath: social[listed]?.path ?? "page", position: listed + 1 }
        : {}),
    });
    await albums({ page: id }, page.data.album, page.data.slider);
  }

  const links = [
    ...news.flatMap((category) => category.articleList.map((post) => post.redirectUrl)),
    ...focus.map((item) => item.redirectUrl),
    ...menu.map((item) => item.path ?? ""),
  ];
  // Articles and path pages linked from news, focus and menu items are pulled like those linked from rich text.
  html.push(...links);
  const charityIds = new Set([
    ...extraCharities,
    ...menu.flatMap((item) =>
      (item.pageList ?? [])
        .filter((sub) => sub.referType === "page" && CHARITY_PATHS.test(sub.path))
        .map((sub) => sub.id),
    ),
    ...links.flatMap((link) => /^\/charity[1-4]?\?(?:.*&)?id=(\d+)/.exec(link)?.[1] ?? []).map(Number),
  ]);
  let activityPosition = 0;
  const activityIds = new Set<number>();
  for (const id of charityIds) {
    const charity = await call(charityResponse, "/api/website/getCharity", { id });
    if (!charity) continue;
    html.push(charity.data.data.content);
    write(`charities/${id}`, { id, title: charity.data.data.title, content: await rich(charity.data.data.content) });
    const activities =
      (await call(activityListResponse, "/api/website/getCharityActivityList", { id }))?.data.activityList ?? [];
    for (const activity of activities) {
      if (activityIds.has(activity.id)) continue;
      activityIds.add(activity.id);
      activityPosition += 1;
      write(`activities/${activity.id}`, {
        ...activity,
        content: await rich(activity.content),
        charity: id,
        position: activityPosition,
        albumList: await photos(activity.albumList),
      });
    }
    const charityAlbums = (await call(charityAlbumResponse, "/api/website/getCharityAlbum", { id }))?.data.albums ?? [];
    for (const album of charityAlbums) {
      if (albumIds.has(album.id)) continue;
      albumIds.add(album.id);
      const { contentList, ...header } = album;
      write(`albums/${album.id}`, {
        ...header,
        owner: { charity: id },
        image: await media(album.image),
        photos: await photos(contentList),
      });
    }
  }

  const halls = (await call(buddhismListResponse, "/api/website/getBuddhismList", {}))?.data.buddhismList ?? [];
  const courseIds = new Set<number>();
  for (const [index, summary] of halls.entries()) {
    const hall = await call(buddhismResponse, "/api/website/getBuddhism", { id: summary.id });
    html.push(hall?.data.data.content ?? "");
    write(`halls/${summary.id}`, {
      id: summary.id,
      name: summary.name,
      image: await media(summary.image),
      content: await rich(hall?.data.data.content ?? ""),
      position: index + 1,
      photos: await photos((hall?.data.slider ?? []).map(({ image, title }) => ({ image, title }))),
    });
    for (const [lessonIndex, lesson] of (hall?.data.lesson ?? []).entries()) {
      if (courseIds.has(lesson.id)) continue;
      courseIds.add(lesson.id);
      write(`courses/${lesson.id}`, {
        ...lesson,
        hall: summary.id,
        image: await media(lesson.image),
        position: lessonIndex + 1,
      });
      const detail = await call(buddhismLessonResponse, "/api/website/getBuddhismLesson", { id: lesson.id });
      await albums({ course: lesson.id }, detail?.data.album ?? [], detail?.data.slider ?? []);
    }
  }

  for (const [key, name] of [
    ["0/7", "resource-7"],
    ["0/13", "resource-13"],
  ] as const) {
    const resource = await call(pageResourceResponse, `/api/homepage/pageResource/${key}`);
    if (!resource) continue;
    write(`resources/${name}`, {
      key,
      groups: await Promise.all(
        resource.data.article.map(async (group) => ({
          articles: await Promise.all(
            group.article.map(async (article) => ({
              ...article,
              content: await rich(article.content),
              thumbnailUrl: await media(article.thumbnailUrl),
            })),
          ),
        })),
      ),
      slider: await Promise.all(
        resource.data.slider.map(async ({ image, title, description }) => ({
          url: await media(image),
          title,
          description,
        })),
      ),
    });
  }

  const linked = (pattern: RegExp) => [
    ...new Set(html.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1] ?? ""))),
  ];
  for (const id of linked(/\/article\?id=(\d+)/g)) {
    const article = await call(articleResponse, "/api/website/getArticle", { id: Number(id) });
    if (article)
      write(`articles/${id}`, {
        id: Number(id),
        title: article.data.result.title,
        thumbnailUrl: await media(article.data.result.thumbnailUrl),
        content: await rich(article.data.result.content),
      });
  }
  let nextPageId = Math.max(0, ...pageIds) + 1;
  // Read as the site reads the link's path (a malformed escape included), so the page pulled is the one it shows.
  const linkedPaths = linked(/\/charity\?path=([^"&#]+)/g).flatMap((raw) => {
    const parsed = DONATION_PAGE_PATH.parse(new URLSearchParams(`path=${raw}`).get("path"));
    return parsed.kind === "value" ? [parsed.value] : [];
  });
  for (const pagePath of new Set([...pagePaths, ...linkedPaths])) {
    const page = await call(pageByPathResponse, "/api/website/getPage", { pagePath });
    if (!page) continue;
    write(`pages/${nextPageId}`, {
      id: nextPageId,
      typeId: 1,
      title: page.data.result.title,
      content: await rich(page.data.result.content),
      pagePath,
    });
    nextPageId += 1;
  }
  writeJsonSchemas(out);
  return { files, media: pulledMedia.count, skipped: skipped.size };
}
