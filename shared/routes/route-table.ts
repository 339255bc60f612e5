// The route table: one line per route. Route modules own their loader, page and title; pages are
// loaded on demand (lazyPage), the layouts they sit in are part of the entry bundle.
import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page.js";
import { corporateLayoutRoute } from "./corporate/corporate-layout.js";
import { notFoundRoute } from "./not-found.js";
import { rootRoute } from "./root.js";
import { CHARITY_LAYOUT_ID, charityLayoutRoute } from "./charity/charity-layout.js";
import { HALLS_LAYOUT_ID, hallsLayoutRoute } from "./halls/halls-layout.js";

export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    ...rootRoute,
    children: [
      {
        id: "corporate",
        ...corporateLayoutRoute,
        children: [
          {
            id: "home",
            index: true,
            ...lazyPage("corporate/home", () => import("./corporate/home.js").then((m) => m.homeRoute)),
          },
          {
            id: "about",
            path: "about",
            ...lazyPage("corporate/about", () => import("./corporate/about.js").then((m) => m.aboutRoute)),
          },
          {
            id: "alpha",
            path: "alpha",
            ...lazyPage("corporate/alpha", () => import("./corporate/alpha.js").then((m) => m.alphaRoute)),
          },
          {
            id: "branch-list",
            path: "branchList",
            ...lazyPage("corporate/branch-list", () =>
              import("./corporate/branch-list.js").then((m) => m.branchListRoute),
            ),
          },
          {
            id: "elite-recruitment",
            path: "eliteRecruitment",
            ...lazyPage("corporate/elite-recruitment", () =>
              import("./corporate/elite-recruitment.js").then((m) => m.eliteRecruitmentRoute),
            ),
          },
          {
            id: "focus-activities",
            path: "focusActivities",
            ...lazyPage("corporate/focus-activities", () =>
              import("./corporate/focus-activities.js").then((m) => m.focusActivitiesRoute),
            ),
          },
          {
            id: "reward",
            path: "reward",
            ...lazyPage("corporate/reward", () => import("./corporate/reward.js").then((m) => m.rewardRoute)),
          },
          {
            id: "social-activity",
            path: "socialActivity",
            ...lazyPage("corporate/social-activity", () =>
              import("./corporate/social-activity.js").then((m) => m.socialActivityRoute),
            ),
          },
          {
            id: "article",
            path: "article",
            ...lazyPage("corporate/article", () => import("./corporate/article.js").then((m) => m.articleRoute)),
          },
          {
            id: "page",
            path: "page",
            ...lazyPage("corporate/page", () => import("./corporate/page.js").then((m) => m.pageRoute)),
          },
          {
            id: "page2",
            path: "page2",
            ...lazyPage("corporate/page2", () => import("./corporate/page2.js").then((m) => m.page2Route)),
          },
          {
            id: "branch1",
            path: "branch1",
            ...lazyPage("corporate/branch1", () => import("./corporate/branch1.js").then((m) => m.branch1Route)),
          },
          {
            id: "krypto-go",
            path: "KryptoGo",
            ...lazyPage("corporate/krypto-go", () => import("./corporate/krypto-go.js").then((m) => m.kryptoGoRoute)),
          },
          {
            id: "template-a",
            path: "templateA",
            ...lazyPage("corporate/template-a", () =>
              import("./corporate/template-a.js").then((m) => m.templateARoute),
            ),
          },
          {
            id: "page3",
            path: "page3",
            ...lazyPage("corporate/page3", () => import("./corporate/page3.js").then((m) => m.page3Route)),
          },
          {
            id: "charity-legacy",
            path: "charity",
            ...lazyPage("charity/legacy-donate", () =>
              import("./charity/legacy-donate.js").then((m) => m.legacyDonateRoute),
            ),
          },
          { id: "not-found", path: "*", ...notFoundRoute },
        ],
      },
      {
        id: CHARITY_LAYOUT_ID,
        ...charityLayoutRoute,
        children: [
          {
            id: "charity1",
            path: "charity1",
            ...lazyPage("charity/charity-intro", () =>
              import("./charity/charity-intro.js").then((m) => m.charityIntroRoute),
            ),
          },
          {
            id: "charity2",
            path: "charity2",
            ...lazyPage("charity/charity-news", () =>
              import("./charity/charity-news.js").then((m) => m.charityNewsRoute),
            ),
          },
          {
            id: "charity3",
            path: "charity3",
            ...lazyPage("charity/charity-records", () =>
              import("./charity/charity-records.js").then((m) => m.charityRecordsRoute),
            ),
          },
          {
            id: "charity4",
            path: "charity4",
            ...lazyPage("charity/charity-donate", () =>
              import("./charity/charity-donate.js").then((m) => m.charityDonateRoute),
            ),
          },
        ],
      },
      {
        id: HALLS_LAYOUT_ID,
        ...hallsLayoutRoute,
        children: [
          {
            id: "buddhism",
            path: "buddhism",
            ...lazyPage("halls/hall-list", () => import("./halls/hall-list.js").then((m) => m.hallListRoute)),
          },
          {
            id: "buddhism1",
            path: "buddhism1",
            ...lazyPage("halls/hall-page", () => import("./halls/hall-page.js").then((m) => m.hallPage1Route)),
          },
          {
            id: "buddhism2",
            path: "buddhism2",
            ...lazyPage("halls/hall-page", () => import("./halls/hall-page.js").then((m) => m.hallPage2Route)),
          },
          {
            id: "buddhism3",
            path: "buddhism3",
            ...lazyPage("halls/hall-page", () => import("./halls/hall-page.js").then((m) => m.hallPage3Route)),
          },
          {
            id: "buddhism4",
            path: "buddhism4",
            ...lazyPage("halls/hall-page", () => import("./halls/hall-page.js").then((m) => m.hallPage4Route)),
          },
          {
            id: "buddhism-intro",
            path: "buddhismIntro",
            ...lazyPage("halls/hall-intro", () => import("./halls/hall-intro.js").then((m) => m.hallIntroRoute)),
          },
          {
            id: "buddhism-lesson",
            path: "buddhismLesson",
            ...lazyPage("halls/hall-lesson", () => import("./halls/hall-lesson.js").then((m) => m.hallLessonRoute)),
          },
        ],
      },
    ],
  },
];
