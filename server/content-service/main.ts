// The content service's standalone entry. `--reset-only` reloads the content folder (donations stay) and exits;
// under a parent with an IPC channel it reports { type: "listening", port } and exits when that channel closes.
import http from "node:http";
import pino, { type Logger } from "pino";
import { PinoPretty } from "pino-pretty";
import { createContentApp } from "./app.js";
import {
  ConfigError,
  loadContentConfig,
  loopbackQueryUrl,
  loopbackReturnUrl,
  periodQueryUrl,
  type ContentConfig,
} from "./config.js";
import { openContentDb, type ContentDb } from "./db/content-db.js";
import { seedDemoDonationsOnce } from "./seed/demo-donations.js";
import { startContentFolder } from "./content-files/content-start.js";
import { DEMO_CONTENT_DIR } from "./content-files/demo-content-dir.js";
import { RETENTION_INTERVAL_MS, startRetentionJob } from "./donations/retention-job.js";
import { donationStore } from "./donations/donation-store.js";
import { startReconciliationJob, type ReconciliationJob } from "./payment/reconciliation-job.js";
import { reconcileMandates } from "./payment/mandate-reconciliation.js";
import { mandateStore } from "./donations/mandate-store.js";
import { atmStore } from "./donations/atm-store.js";
import { resolveAtmConfig } from "./payment/atm-config.js";
import { ATM_EXPIRY_INTERVAL_MS, startAtmExpiry } from "./payment/atm-expiry-timer.js";
import { jobLease, leaseHolderId } from "./jobs/job-lease.js";
import { leaseTtlFor } from "./jobs/leased-timer.js";
import { startHeartbeat } from "./liveness-heartbeat.js";
import { onShutdown } from "./shutdown.js";

function loadConfigOrExit(): ContentConfig {
  try {
    return loadContentConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function openDbOrExit(file: string, logger: Logger): ContentDb {
  try {
    return openContentDb(file);
  } catch (error) {
    logger.fatal({ err: error, db: file }, "cannot open the content database (CONTENT_DB)");
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const logger = process.stdout.isTTY
  ? pino(
      { name: "content-service", level: config.logLevel },
      PinoPretty({ sync: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" }),
    )
  : pino({ name: "content-service", level: config.logLevel });
const resetOnly = process.argv.includes("--reset-only");
const db = openDbOrExit(config.dbFile, logger);
const content = startContentFolder({ db, logger, folder: config.contentDir, limits: config.contentLimits });
if (resetOnly || !content.ok) {
  db.close();
  if (resetOnly && content.ok)
    logger.info({ db: config.dbFile, contentDir: config.contentDir }, "content reloaded; donations untouched");
  process.exit(content.ok ? 0 : 1);
}
// Demo sponsors only with the demo content and no real money: with real keys, any left from a demo start go.
if (config.demoPayment && config.contentDir === DEMO_CONTENT_DIR) seedDemoDonationsOnce(db);
else content.removeDemoDonations();
const stopWatching = config.contentPollMs > 0 ? content.watch(config.contentPollMs) : () => {};

// Set once listening (leases are held in the listening address's name); stopped first on shutdown.
let reconciliation: ReconciliationJob | null = null;
let stopAtmExpiry = (): void => {};
let retention: { stop(): void } | null = null;
const server = http.createServer();
server.on("error", (error) => {
  logger.fatal({ err: error }, "content service could not listen");
  db.close();
  process.exit(1);
});

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : config.port;
  // The app is built once the port is known: the default callback address names this very port.
  const payment = {
    ...config.payment,
    returnUrl: config.payment.returnUrl ?? loopbackReturnUrl(config.host, port),
    queryUrl: config.payment.queryUrl ?? loopbackQueryUrl(config.host, port),
  };
  // PaymentInfoURL defaults to the same loopback address (PUBLIC_URL's when set: atm-config.ts).
  const atm = resolveAtmConfig(config.atm, payment.returnUrl);
  server.on(
    "request",
    createContentApp({ db, payment, atm, mediaDir: config.mediaDir, logger, contentMedia: content.media }),
  );
  const holder = leaseHolderId(config.host, port);
  const lease = (job: string, intervalMs: number) =>
    jobLease({ db, job, holder, ttlMs: leaseTtlFor(intervalMs), logger });
  stopAtmExpiry = startAtmExpiry(
    atmStore(db),
    logger,
    atm,
    ATM_EXPIRY_INTERVAL_MS,
    lease("atm-expiry", ATM_EXPIRY_INTERVAL_MS),
  );
  const mandates = {
    mandates: mandateStore(db),
    payment,
    periodQueryUrl: periodQueryUrl(payment),
    logger,
    batch: config.reconciliation.batch,
    queryTimeoutMs: config.reconciliation.queryTimeoutMs,
  };
  reconciliation = startReconciliationJob({
    store: donationStore(db),
    payment,
    logger,
    ...config.reconciliation,
    lease: lease("reconciliation", config.reconciliation.intervalMs),
    alsoRun: (signal) => reconcileMandates(mandates, signal),
  });
  if (config.donationRetentionDays !== null)
    retention = startRetentionJob({
      db,
      days: config.donationRetentionDays,
      logger,
      lease: lease("retention", RETENTION_INTERVAL_MS),
    });
  logger.info({ host: config.host, port, db: config.dbFile, gateway: payment.gatewayUrl }, "content service listening");
  process.send?.({ type: "listening", port });
  const heartbeatMs = Number(process.env.CONTENT_HEARTBEAT_MS);
  if (process.env.CONTENT_SUPERVISED === "1" && heartbeatMs > 0)
    // An IPC write to an idle channel is made at once, inside the beat's callback, not on a later loop turn.
    startHeartbeat(server, heartbeatMs, (beat) => {
      if (process.connected) process.send?.(beat);
    });
});

onShutdown({
  server,
  logger,
  close: () => db.close(),
  jobs: [
    { stop: stopWatching },
    { stop: () => retention?.stop() },
    { stop: () => reconciliation?.stop() },
    { stop: () => stopAtmExpiry() },
  ],
  supervised: process.env.CONTENT_SUPERVISED === "1",
});
