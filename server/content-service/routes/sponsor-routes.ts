// GET /api/homepage/sponsor?limit=&offset=: paid donations, newest first, names masked.
import { Router } from "express";
import type { DonationStore } from "../donations/donation-store.js";
import { queryInteger } from "../http/request-fields.js";

export function sponsorRoutes(store: DonationStore): Router {
  const router = Router();
  router.get("/homepage/sponsor", (req, res) => {
    const limit = queryInteger(req, "limit", { min: 1, max: 50, fallback: 10 }, "limit 必須是 1 至 50 的整數");
    const offset = queryInteger(
      req,
      "offset",
      { min: 0, max: 1_000_000_000, fallback: 0 },
      "offset 必須是 0 以上的整數",
    );
    res.set("Cache-Control", "no-store").json({ data: store.sponsors(limit, offset) });
  });
  return router;
}
