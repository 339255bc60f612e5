// GET /api/homepage/slider, /api/homepage/articleList and /api/homepage/pageResource/:group/:key
import { Router } from "express";
import type { ContentDb } from "../db/content-db.js";
import { badRequest, notFound } from "../http/http-error.js";
import type { AlbumQueries } from "../queries/album-queries.js";
import { homeQueries } from "../queries/home-queries.js";
import { pageQueries } from "../queries/page-queries.js";
import { NOT_FOUND } from "./not-found-messages.js";

export function homeRoutes(db: ContentDb, albums: AlbumQueries): Router {
  const home = homeQueries(db);
  const pages = pageQueries(db, albums);
  const router = Router();
  router.get("/homepage/slider", (_req, res) => {
    res.json({ data: home.slides() });
  });
  router.get("/homepage/articleList", (_req, res) => {
    res.json({ data: home.newsCategories() });
  });
  router.get("/homepage/pageResource/:group/:key", (req, res) => {
    const { group, key } = req.params;
    if (!/^\d{1,9}$/.test(group) || !/^\d{1,9}$/.test(key)) throw badRequest("頁面資源編號必須是數字");
    const resource = pages.resource(`${Number(group)}/${Number(key)}`);
    if (!resource) throw notFound(NOT_FOUND.resource);
    res.json({ data: resource });
  });
  return router;
}
