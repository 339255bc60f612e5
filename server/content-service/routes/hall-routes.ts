// POST /api/website/getBuddhismList, getBuddhism, getBuddhismLesson
import { Router } from "express";
import type { ContentDb } from "../db/content-db.js";
import { notFound } from "../http/http-error.js";
import { jsonBody, positiveId } from "../http/request-fields.js";
import type { AlbumQueries } from "../queries/album-queries.js";
import { hallQueries } from "../queries/hall-queries.js";
import { NOT_FOUND } from "./not-found-messages.js";

export function hallRoutes(db: ContentDb, albums: AlbumQueries): Router {
  const halls = hallQueries(db, albums);
  const router = Router();

  router.post("/website/getBuddhismList", (_req, res) => {
    res.json({ data: { buddhismList: halls.list() } });
  });

  router.post("/website/getBuddhism", (req, res) => {
    const hall = halls.hall(positiveId(jsonBody(req).id));
    if (!hall) throw notFound(NOT_FOUND.hall);
    res.json({ data: hall });
  });

  router.post("/website/getBuddhismLesson", (req, res) => {
    const lesson = halls.lesson(positiveId(jsonBody(req).id));
    if (!lesson) throw notFound(NOT_FOUND.lesson);
    res.json({ data: lesson });
  });

  return router;
}
