// POST /api/website/getPage, getAlbumContent, getArticle, getPageList, getFocusList, getHistoryList
import { Router } from "express";
import type { ContentDb } from "../db/content-db.js";
import { badRequest, notFound } from "../http/http-error.js";
import { jsonBody, positiveId, requiredText } from "../http/request-fields.js";
import type { AlbumQueries } from "../queries/album-queries.js";
import { listQueries } from "../queries/list-queries.js";
import { pageQueries } from "../queries/page-queries.js";
import { NOT_FOUND } from "./not-found-messages.js";

export function pageRoutes(db: ContentDb, albums: AlbumQueries): Router {
  const pages = pageQueries(db, albums);
  const lists = listQueries(db);
  const router = Router();

  router.post("/website/getPage", (req, res) => {
    const body = jsonBody(req);
    if (body.pagePath !== undefined) {
      const page = pages.pageByPath(requiredText(body.pagePath, "pagePath", 100));
      if (!page) throw notFound(NOT_FOUND.page);
      res.json({ data: page });
      return;
    }
    if (body.id === undefined) throw badRequest("缺少頁面編號（id）或頁面路徑（pagePath）");
    const page = pages.page(positiveId(body.id));
    if (!page) throw notFound(NOT_FOUND.page);
    res.json({ data: page });
  });

  router.post("/website/getAlbumContent", (req, res) => {
    const photos = albums.photos(positiveId(jsonBody(req).albumId, "albumId"));
    if (!photos) throw notFound(NOT_FOUND.album);
    res.json({ data: { slider: photos } });
  });

  router.post("/website/getArticle", (req, res) => {
    const article = pages.article(positiveId(jsonBody(req).id));
    if (!article) throw notFound(NOT_FOUND.article);
    res.json({ data: article });
  });

  router.post("/website/getPageList", (req, res) => {
    const menuPath = requiredText(jsonBody(req).menuPath, "menuPath", 100);
    res.json({ data: { pageDataList: pages.pageList(menuPath) } });
  });

  router.post("/website/getFocusList", (_req, res) => {
    res.json({ data: { focusDataList: lists.focusList() } });
  });

  router.post("/website/getHistoryList", (_req, res) => {
    res.json({ data: { historyList: lists.historyList() } });
  });

  return router;
}
