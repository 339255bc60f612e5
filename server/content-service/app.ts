// The embedded content service's Express app (docs/content-api.md), wired in the order a request meets it.
import express, { type Express, type RequestHandler } from "express";
import type { Logger } from "pino";
import type { ContentMedia } from "./content-files/content-media.js";
import type { ContentDb } from "./db/content-db.js";
import { atmStore } from "./donations/atm-store.js";
import { donationStore } from "./donations/donation-store.js";
import { mandateStore } from "./donations/mandate-store.js";
import { errorHandler, notFoundHandler } from "./http/error-handler.js";
import { mediaRoutes } from "./media/media-routes.js";
import { ecpayResultRoute } from "./payment/ecpay-result-route.js";
import {
  resolveAtmConfig,
  DEFAULT_EXPIRE_DAYS,
  DEFAULT_GRACE_MINUTES,
  ATM_REDIRECT_PATH,
} from "./payment/atm-config.js";
import type { ResolvedAtmConfig } from "./payment/atm-config.js";
import { ecpayAtmRoutes } from "./payment/ecpay-atm-routes.js";
import { ecpayPeriodRoutes } from "./payment/ecpay-period-routes.js";
import { ecpayReturnRoutes } from "./payment/ecpay-return-routes.js";
import type { ResolvedPaymentConfig } from "./payment/payment-config.js";
import { sandboxRoutes } from "./payment-sandbox/sandbox-routes.js";
import { SANDBOX_CHECKOUT_PATH } from "./config.js";
import { albumQueries } from "./queries/album-queries.js";
import { charityQueries } from "./queries/charity-queries.js";
import { atmTransferRoutes } from "./routes/atm-transfer-routes.js";
import { charityRoutes } from "./routes/charity-routes.js";
import { donationRoutes } from "./routes/donation-routes.js";
import { healthRoute } from "./routes/health-route.js";
import { hallRoutes } from "./routes/hall-routes.js";
import { homeRoutes } from "./routes/home-routes.js";
import { navigationRoutes } from "./routes/navigation-routes.js";
import { pageRoutes } from "./routes/page-routes.js";
import { sponsorRoutes } from "./routes/sponsor-routes.js";

export interface ContentAppOptions {
  db: ContentDb;
  payment: ResolvedPaymentConfig;
  mediaDir: string;
  logger: Logger;
  /** Absent: only generated and committed media. */
  contentMedia?: ContentMedia;
  /** Default: PaymentInfoURL on ReturnURL's origin, 3 days, 60 minutes' grace. */
  atm?: ResolvedAtmConfig;
}

const BODY_LIMIT = "16kb";

export function createContentApp({
  db,
  payment,
  mediaDir,
  logger,
  atm: atmConfig,
  contentMedia,
}: ContentAppOptions): Express {
  const app = express();
  const albums = albumQueries(db);
  const charities = charityQueries(db, albums);
  const donations = donationStore(db);
  const mandates = mandateStore(db);
  const atm = atmStore(db);
  const atmSettings = atmConfig ?? defaultAtmConfig(payment.returnUrl);

  app.disable("x-powered-by");
  // Ahead of the request log: the supervisor asks every few seconds.
  app.get("/healthz", healthRoute(db));
  app.use(requestLog(logger));
  app.use(noSniff);
  app.use("/media", mediaRoutes(db, mediaDir, contentMedia));
  // Form-encoded payment traffic is parsed inside these routers only.
  // The sandbox can sign a "paid" callback: it exists only while it is the configured gateway.
  if (payment.gatewayUrl === SANDBOX_CHECKOUT_PATH)
    app.use("/api/payment-sandbox", sandboxRoutes(donations, payment, logger, { store: atm, config: atmSettings }));
  app.use("/api/payment", ecpayReturnRoutes(donations, payment, logger));
  app.use("/api/payment", ecpayResultRoute(donations, payment, logger, mandates));
  app.use("/api/payment", ecpayAtmRoutes({ donations, atm, payment, logger }));
  app.use("/api/payment", ecpayPeriodRoutes({ donations, mandates, payment, logger }));
  app.use("/api", express.json({ limit: BODY_LIMIT }));
  app.use("/api", navigationRoutes(db));
  app.use("/api", homeRoutes(db, albums));
  app.use("/api", pageRoutes(db, albums));
  app.use("/api", charityRoutes(charities, { monthlyGiving: payment.monthlyGiving === true }));
  app.use("/api", hallRoutes(db, albums));
  app.use("/api", sponsorRoutes(donations));
  app.use("/api", donationRoutes({ db, store: donations, mandates, charities, payment, atm: atmSettings }));
  app.use("/api", atmTransferRoutes(atm));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}

function defaultAtmConfig(returnUrl: string): ResolvedAtmConfig {
  const atm = {
    paymentInfoUrl: null,
    clientRedirectUrl: ATM_REDIRECT_PATH,
    expireDays: DEFAULT_EXPIRE_DAYS,
    expiryGraceMinutes: DEFAULT_GRACE_MINUTES,
  };
  return resolveAtmConfig(atm, returnUrl);
}

const noSniff: RequestHandler = (_req, res, next) => {
  res.set("X-Content-Type-Options", "nosniff");
  next();
};

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.debug({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms) }, "request");
    });
    next();
  };
}
