// POST /api/website/getCharity, getCharityActivityList, getCharityActivity, getCharityAlbum. The charity
// answer says `monthlyGiving: true` when the donate call takes a period (docs/content-api.md).
import { Router } from "express";
import { notFound } from "../http/http-error.js";
import { jsonBody, positiveId } from "../http/request-fields.js";
import type { CharityQueries } from "../queries/charity-queries.js";
import { NOT_FOUND } from "./not-found-messages.js";

export function charityRoutes(charities: CharityQueries, { monthlyGiving = false } = {}): Router {
  const router = Router();

  router.post("/website/getCharity", (req, res) => {
    const charity = charities.charity(positiveId(jsonBody(req).id));
    if (!charity) throw notFound(NOT_FOUND.charity);
    res.json({ data: { data: monthlyGiving ? { ...charity, monthlyGiving } : charity } });
  });

  router.post("/website/getCharityActivityList", (req, res) => {
    const activityList = charities.activityList(positiveId(jsonBody(req).id));
    if (!activityList) throw notFound(NOT_FOUND.charity);
    res.json({ data: { activityList } });
  });

  router.post("/website/getCharityActivity", (req, res) => {
    const activity = charities.activity(positiveId(jsonBody(req).id));
    if (!activity) throw notFound(NOT_FOUND.activity);
    res.json({ data: { data: activity } });
  });

  router.post("/website/getCharityAlbum", (req, res) => {
    const albums = charities.albums(positiveId(jsonBody(req).id));
    if (!albums) throw notFound(NOT_FOUND.charity);
    res.json({ data: albums });
  });

  return router;
}
