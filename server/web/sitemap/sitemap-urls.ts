// Every reachable page, read from the upstream. Any failure fails all: a partial sitemap would tell
// search engines pages are gone.
import { focusItemLink, socialEntryLink } from "../../../shared/lib/list-links.js";
import { menuEntry, type MenuLink } from "../../../shared/lib/menu-links.js";
import { newsCardLink } from "../../../shared/lib/news-links.js";
import { HALL_PAGES } from "../../../shared/lib/hall-pages.js";
import { paths } from "../../../shared/lib/paths.js";
import type { UpstreamClient } from "../upstream/upstream-client.js";

const FIXED_PAGES = [
  paths.home,
  paths.about,
  "/alpha",
  paths.branchList,
  paths.branch1,
  paths.eliteRecruitment,
  paths.focusActivities,
  paths.reward,
  paths.socialActivity,
  paths.kryptoGo,
  paths.templateA,
  paths.buddhism,
  ...HALL_PAGES.map((page) => paths.hallPage(page.n)),
];

function sitePage(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const path = href.replace(/#.*$/, "");
  return /^\/(api|media|assets|images)(\/|$|\?)/.test(path) ? null : path;
}

const linkTarget = (link: MenuLink): string | null => (link.kind === "external" ? null : sitePage(link.to));

const CHARITY_PAGE = /^\/charity[1-4]\?(?:.*&)?id=(\d+)/;

export async function collectSitemapPaths(upstream: UpstreamClient): Promise<string[]> {
  const found = new Set<string>(FIXED_PAGES);
  const add = (href: string | null) => {
    if (href) found.add(href);
  };
  const [menu, news, social, focus, halls] = await Promise.all([
    upstream.getMenu(),
    upstream.getNewsCategories(),
    upstream.getPageList(paths.socialActivity.slice(1)),
    upstream.getFocusList(),
    upstream.getBuddhismList(),
  ]);
  for (const item of menu) {
    const entry = menuEntry(item);
    if (entry.kind === "link") add(linkTarget(entry.link));
    if (entry.kind === "group") for (const sub of entry.items) add(linkTarget(sub.link));
  }
  for (const category of news) for (const article of category.articleList) add(sitePage(newsCardLink(article).href));
  for (const entry of social) {
    const link = socialEntryLink(entry);
    if (link?.kind === "internal") add(sitePage(link.to));
  }
  for (const item of focus) {
    const link = focusItemLink(item);
    if (link.kind === "internal") add(sitePage(link.to));
  }

  // A charity reached anywhere: its four pages, and the donation page of each activity taking donations.
  const charityIds = new Set<number>();
  for (const path of found) {
    const id = CHARITY_PAGE.exec(path)?.[1];
    if (id) charityIds.add(Number(id));
  }
  const activities = await Promise.all([...charityIds].map((id) => upstream.getCharityActivityList(id)));
  [...charityIds].forEach((id, i) => {
    for (const page of [paths.charity1(id), paths.charity2(id), paths.charity3(id), paths.charity4(id)]) add(page);
    for (const activity of activities[i] ?? []) if (activity.isDonate) add(paths.charity4(id, activity.id));
  });

  const hallDetails = await Promise.all(halls.map((hall) => upstream.getBuddhism(hall.id)));
  halls.forEach((hall, i) => {
    add(paths.buddhismIntro(hall.id));
    for (const lesson of hallDetails[i]?.lesson ?? []) add(paths.buddhismLesson(lesson.id));
  });
  // Charity pages without an id only redirect; they are never listed on their own.
  return [...found].filter((path) => !/^\/charity[1-4]?(\?|$)/.test(path) || CHARITY_PAGE.test(path));
}
