// One content call: deadline, byte cap; non-2xx, oversize and bad JSON become UpstreamError.
import { currentRequestId, REQUEST_ID_HEADER } from "../http/request-id.js";
import { readLimitedText } from "../../../shared/lib/read-limited-body.server.js";

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export interface FetchJsonOptions {
  method: "GET" | "POST";
  body?: unknown;
  timeoutMs: number;
  maxBytes: number;
}

/** The given headers plus the id of the visitor request this call serves, so the upstream's logs match ours. */
export function upstreamHeaders(headers: Record<string, string>): Record<string, string> {
  const id = currentRequestId();
  return id === undefined ? headers : { ...headers, [REQUEST_ID_HEADER]: id };
}

export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method,
      headers: upstreamHeaders(
        options.method === "POST"
          ? { "content-type": "application/json", accept: "application/json" }
          : { accept: "application/json" },
      ),
      body: options.method === "POST" ? JSON.stringify(options.body ?? {}) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? `timed out after ${options.timeoutMs} ms`
        : String(error);
    throw new UpstreamError(`${options.method} ${url}: ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(
      `Network response was not ok (${response.status}) for ${options.method} ${url}`,
      response.status,
    );
  }
  let text: string;
  try {
    text = await readLimitedText(response, options.maxBytes);
  } catch (error) {
    // BodyTooLargeError or BodyReadError: their messages say what went wrong.
    const reason = error instanceof Error ? error.message : String(error);
    throw new UpstreamError(`${options.method} ${url}: ${reason}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError(`${options.method} ${url}: response is not JSON`);
  }
}
