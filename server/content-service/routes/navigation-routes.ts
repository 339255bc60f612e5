// POST /api/website/getMenuList
import { Router } from "express";
import type { ContentDb } from "../db/content-db.js";
import { menuQueries } from "../queries/menu-queries.js";

export function navigationRoutes(db: ContentDb): Router {
  const menu = menuQueries(db);
  const router = Router();
  router.post("/website/getMenuList", (_req, res) => {
    res.json({ menuListData: menu.list() });
  });
  return router;
}
