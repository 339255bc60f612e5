// The route table: one line per route. Route modules own their loader, page and title.
import type { RouteObject } from "react-router";
import { corporateLayoutRoute } from "./corporate/corporate-layout.js";
import { homeRoute } from "./corporate/home.js";
import { notFoundRoute } from "./not-found.js";
import { rootRoute } from "./root.js";

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
          { id: "home", index: true, ...homeRoute },
          { id: "not-found", path: "*", ...notFoundRoute },
        ],
      },
    ],
  },
];
