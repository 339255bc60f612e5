// Test harness: the content app over a real SQLite file in a temporary folder, optionally listening
// on a loopback port (the payment sandbox calls the app back over HTTP).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Express } from "express";
import pino, { type Logger } from "pino";
import { createContentApp } from "../../server/content-service/app.js";
import { RETURN_PATH, SANDBOX_QUERY_PATH } from "../../server/content-service/config.js";
import { DEMO_CONTENT_DIR } from "../../server/content-service/content-files/demo-content-dir.js";
import { loadContentFolder } from "../../server/content-service/content-files/load-content-folder.js";
import { openContentDb, type ContentDb } from "../../server/content-service/db/content-db.js";
import { isSeeded } from "../../server/content-service/db/content-meta.js";
import { seedDemoDonationsOnce } from "../../server/content-service/seed/demo-donations.js";
import type { ResolvedPaymentConfig } from "../../server/content-service/payment/payment-config.js";

export const silentLogger = pino({ level: "silent" });

/** A logger at info whose lines are kept, parsed, in `lines` (tests read what the service logged). */
export function keptLogLines(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}
export const MEDIA_DIR = path.resolve("server/content-service/media-files");

export const TEST_PAYMENT: ResolvedPaymentConfig = {
  gatewayUrl: "/api/payment-sandbox/checkout",
  returnUrl: `http://127.0.0.1:9${RETURN_PATH}`,
  merchantId: "3002607",
  hashKey: "pwFHCqoQZGmho4w6",
  hashIV: "EkRm7iFT261dpevs",
  publicUrl: null,
  queryUrl: `http://127.0.0.1:9${SANDBOX_QUERY_PATH}`,
};

export function tempDbFile(): { dir: string; file: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-service-test-"));
  return { dir, file: path.join(dir, "content.db"), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The database as a demo start leaves it: opened and migrated, then, if no content was ever loaded into it,
 * the demo content folder and the demo sponsors (once). Opened again, it is left as it is.
 */
export function openDemoDb(file: string): ContentDb {
  const db = openContentDb(file);
  try {
    if (!isSeeded(db)) {
      const loaded = loadContentFolder(db, DEMO_CONTENT_DIR);
      if (!loaded.ok) throw new Error(`demo content: ${loaded.errors.join("; ")}`);
      seedDemoDonationsOnce(db);
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export interface TestService {
  app: Express;
  db: ContentDb;
  file: string;
  payment: ResolvedPaymentConfig;
  close: () => void;
}

/** A fresh, seeded database in its own temp folder and an app over it (not listening). */
export function testService(payment: Partial<ResolvedPaymentConfig> = {}, logger: Logger = silentLogger): TestService {
  const temp = tempDbFile();
  const db = openDemoDb(temp.file);
  const resolved = { ...TEST_PAYMENT, ...payment };
  const app = createContentApp({ db, payment: resolved, mediaDir: MEDIA_DIR, logger });
  return {
    app,
    db,
    file: temp.file,
    payment: resolved,
    close: () => {
      if (db.open) db.close();
      temp.remove();
    },
  };
}

export interface ListeningService extends TestService {
  server: http.Server;
  origin: string;
}

/** Like testService, listening on a free loopback port whose address is the payment ReturnURL. */
export async function listeningService(settings: Partial<ResolvedPaymentConfig> = {}): Promise<ListeningService> {
  const temp = tempDbFile();
  const db = openDemoDb(temp.file);
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const payment = {
    ...TEST_PAYMENT,
    returnUrl: `${origin}${RETURN_PATH}`,
    queryUrl: `${origin}${SANDBOX_QUERY_PATH}`,
    ...settings,
  };
  const app = createContentApp({ db, payment, mediaDir: MEDIA_DIR, logger: silentLogger });
  server.on("request", app);
  return {
    app,
    db,
    file: temp.file,
    payment,
    server,
    origin,
    close: () => {
      server.closeAllConnections();
      server.close();
      if (db.open) db.close();
      temp.remove();
    },
  };
}
