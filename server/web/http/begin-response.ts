// What every answer begins with, on both paths (the page path in front of Express, and Express through
// one middleware): the request id, the request metrics, the log line and the security headers.
import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddress, type TrustFunction } from "./client-address.js";
import type { Logger } from "../observability/logger.js";
import { measureRequest } from "../observability/metrics/http-metrics.js";
import type { MetricsRecorder } from "../observability/metrics/recorder.js";
import { chooseRequestId, REQUEST_ID_HEADER } from "./request-id.js";
import { logWhenDone } from "../observability/request-log.js";
import type { SecurityHeaders } from "./security-headers.js";

export interface BeginResponseDeps {
  trust: TrustFunction;
  logger: Logger;
  metrics: MetricsRecorder;
  /** The route label of a request; null with metrics off (not even the labelling runs). */
  routeOf: ((req: IncomingMessage) => string) | null;
  security: SecurityHeaders;
}

/**
 * Begins an answer and returns the request id (to run the rest as that request: request-id.ts).
 * `document`: whether the answer gets the document headers (CSP and the rest); hashed assets set
 * their own few.
 */
export type BeginResponse = (req: IncomingMessage, res: ServerResponse, document: boolean) => string;

export function createBeginResponse({ trust, logger, metrics, routeOf, security }: BeginResponseDeps): BeginResponse {
  return (req, res, document) => {
    const reqId = chooseRequestId(req, trust);
    res.setHeader(REQUEST_ID_HEADER, reqId);
    const method = req.method ?? "";
    const url = req.url ?? "";
    if (routeOf) measureRequest(metrics, () => routeOf(req), method, res);
    logWhenDone(logger, { reqId, method, url, ip: clientAddress(req, trust) }, res);
    if (document) security.set(res);
    return reqId;
  };
}
