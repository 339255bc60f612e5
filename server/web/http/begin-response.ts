// What every answer begins with, on both paths: request id, metrics, log line, security headers.
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
  routeOf: ((req: IncomingMessage) => string) | null;
  security: SecurityHeaders;
}

/** Returns the request id; `document`: whether the CSP and other document headers go on. */
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
