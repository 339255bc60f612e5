// The route table: one entry per route, with how it is served (serving.ts; no entry: shared, reads
// no query). Pages and the charity and halls layouts load on demand; the root, the corporate layout and
// the catch-all are in the entry bundle. Routes sharing a module take the difference from their path.
import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page.js";
import { routePropsOf } from "./route-module.js";
import * as root from "./root.js";
import * as corporateLayout from "./corporate/corporate-layout.js";
import * as notFound from "./not-found.js";
import { CHARITY_LAYOUT_ID, HALLS_LAYOUT_ID } from "./layout-ids.js";
import { ACTIVITY_ID, CHARITY_ID, CONTENT_ID, DONATION_PAGE_PATH, SPONSOR_PAGE } from "../lib/query-params.js";

const CONTENT = { reads: [CONTENT_ID] };
const DONATION = { showsResult: true, formPost: true };

export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    ...routePropsOf(root),
    children: [
      {
        id: "corporate",
        ...routePropsOf(corporateLayout),
        children: [
          {
            id: "home",
            index: true,
            ...lazyPage("corporate/home", () => import("./corporate/home.js")),
          },
          {
            id: "about",
            path: "about",
            ...lazyPage("corporate/about", () => import("./corporate/about.js")),
          },
          {
            id: "alpha",
            path: "alpha",
            ...lazyPage("corporate/alpha", () => import("./corporate/alpha.js")),
          },
          {
            id: "branch-list",
            path: "branchList",
            ...lazyPage("corporate/branch-list", () => import("./corporate/branch-list.js")),
          },
          {
            id: "elite-recruitment",
            path: "eliteRecruitment",
            ...lazyPage("corporate/elite-recruitment", () => import("./corporate/elite-recruitment.js")),
          },
          {
            id: "focus-activities",
            path: "focusActivities",
            ...lazyPage("corporate/focus-activities", () => import("./corporate/focus-activities.js")),
          },
          {
            id: "reward",
            path: "reward",
            ...lazyPage("corporate/reward", () => import("./corporate/reward.js")),
          },
          {
            id: "social-activity",
            path: "socialActivity",
            ...lazyPage("corporate/social-activity", () => import("./corporate/social-activity.js")),
          },
          {
            id: "article",
            path: "article",
            ...lazyPage("corporate/article", () => import("./corporate/article.js"), CONTENT),
          },
          {
            id: "page",
            path: "page",
            ...lazyPage("corporate/page", () => import("./corporate/page.js"), CONTENT),
          },
          {
            id: "page2",
            path: "page2",
            ...lazyPage("corporate/page", () => import("./corporate/page.js"), CONTENT),
          },
          {
            id: "branch1",
            path: "branch1",
            ...lazyPage("corporate/branch1", () => import("./corporate/branch1.js")),
          },
          {
            id: "krypto-go",
            path: "KryptoGo",
            ...lazyPage("corporate/krypto-go", () => import("./corporate/krypto-go.js")),
          },
          {
            id: "template-a",
            path: "templateA",
            ...lazyPage("corporate/template-a", () => import("./corporate/template-a.js")),
          },
          {
            id: "page3",
            path: "page3",
            ...lazyPage("corporate/page3", () => import("./corporate/page3.js"), CONTENT),
          },
          {
            id: "donation-atm",
            path: "donation/atm",
            ...lazyPage("charity/atm-transfer", () => import("./charity/atm-transfer.js"), { personal: true }),
          },
          {
            id: "charity-legacy",
            path: "charity",
            ...lazyPage("charity/legacy-donate", () => import("./charity/legacy-donate.js"), {
              reads: [DONATION_PAGE_PATH, SPONSOR_PAGE],
              ...DONATION,
            }),
          },
          { id: "not-found", path: "*", ...routePropsOf(notFound) },
        ],
      },
      {
        id: CHARITY_LAYOUT_ID,
        ...lazyPage("charity/charity-layout", () => import("./charity/charity-layout.js"), { reads: [CHARITY_ID] }),
        children: [
          {
            id: "charity1",
            path: "charity1",
            ...lazyPage("charity/charity-intro", () => import("./charity/charity-intro.js")),
          },
          {
            id: "charity2",
            path: "charity2",
            ...lazyPage("charity/charity-news", () => import("./charity/charity-news.js")),
          },
          {
            id: "charity3",
            path: "charity3",
            ...lazyPage("charity/charity-records", () => import("./charity/charity-records.js")),
          },
          {
            id: "charity4",
            path: "charity4",
            ...lazyPage("charity/charity-donate", () => import("./charity/charity-donate.js"), {
              reads: [ACTIVITY_ID, SPONSOR_PAGE],
              ...DONATION,
            }),
          },
        ],
      },
      {
        id: HALLS_LAYOUT_ID,
        ...lazyPage("halls/halls-layout", () => import("./halls/halls-layout.js")),
        children: [
          {
            id: "buddhism",
            path: "buddhism",
            ...lazyPage("halls/hall-list", () => import("./halls/hall-list.js")),
          },
          {
            id: "buddhism1",
            path: "buddhism1",
            ...lazyPage("halls/hall-page", () => import("./halls/hall-page.js")),
          },
          {
            id: "buddhism2",
            path: "buddhism2",
            ...lazyPage("halls/hall-page", () => import("./halls/hall-page.js")),
          },
          {
            id: "buddhism3",
            path: "buddhism3",
            ...lazyPage("halls/hall-page", () => import("./halls/hall-page.js")),
          },
          {
            id: "buddhism4",
            path: "buddhism4",
            ...lazyPage("halls/hall-page", () => import("./halls/hall-page.js")),
          },
          {
            id: "buddhism-intro",
            path: "buddhismIntro",
            ...lazyPage("halls/hall-intro", () => import("./halls/hall-intro.js"), CONTENT),
          },
          {
            id: "buddhism-lesson",
            path: "buddhismLesson",
            ...lazyPage("halls/hall-lesson", () => import("./halls/hall-lesson.js"), CONTENT),
          },
        ],
      },
    ],
  },
];
