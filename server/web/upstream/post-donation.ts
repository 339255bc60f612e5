// A donation -> the payment page, read into the gateway form here so no upstream markup goes further.
// Past the deadline or a dropped call the order may exist: "unknown", not "failed" (docs/donations.md).
import type { DonationOutcome } from "../../../shared/api/donation.js";
import { MAX_PAYMENT_PAGE_CHARS } from "../../../shared/lib/payment-page.js";
import { readPaymentPageOnServer } from "../../../shared/lib/payment-page-parse5.server.js";
import { upstreamHeaders, UpstreamError } from "./fetch-json.js";
import { BodyReadError, BodyTooLargeError, readLimitedText } from "../../../shared/lib/read-limited-body.server.js";

/** Every character is at least one byte, so reading this many bytes never cuts a page the reader takes. */
const MAX_PAYMENT_PAGE_BYTES = MAX_PAYMENT_PAGE_CHARS;
const MAX_REFUSAL_BYTES = 16 * 1024;

export interface PostDonationOptions {
  timeoutMs: number;
  /** The configured PAYMENT_GATEWAY_URL: the only address a payment form may post to. */
  gatewayUrl: string;
}

export async function postDonationToUpstream(
  url: string,
  body: unknown,
  options: PostDonationOptions,
): Promise<DonationOutcome> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const unknown = (partial: string, reason = `no complete answer within ${options.timeoutMs} ms`): DonationOutcome => ({
    kind: "unknown",
    reason,
    tradeNo: tradeNoIn(partial),
  });
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: upstreamHeaders({ "content-type": "application/json", accept: "text/html, application/json" }),
      body: JSON.stringify(body),
      signal: deadline,
      redirect: "error",
    });
  } catch (error) {
    if (deadline.aborted) return unknown("");
    if (connectionLost(error)) return unknown("", `connection lost before an answer (${causeOf(error)})`);
    throw new UpstreamError(`POST ${url}: ${String(error)}`);
  }
  if (response.status === 400) {
    // An unreadable refusal still refuses: the generic sentence stands in for its message.
    const refusal = await readLimitedText(response, MAX_REFUSAL_BYTES).catch(() => "");
    return { kind: "refused", message: messageOf(refusal) };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError(`Network response was not ok (${response.status}) for POST ${url}`, response.status);
  }
  const type = response.headers.get("content-type") ?? "";
  let page: string;
  try {
    page = await readLimitedText(response, MAX_PAYMENT_PAGE_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return { kind: "rejected", reason: `answer larger than ${MAX_PAYMENT_PAGE_BYTES} bytes`, tradeNo: null };
    // An answer had begun: the order exists, whatever cut it short.
    const partial = error instanceof BodyReadError ? error.partial : "";
    return deadline.aborted ? unknown(partial) : unknown(partial, `answer cut short (${causeOf(error)})`);
  }
  if (!/^text\/html\b/i.test(type))
    return { kind: "rejected", reason: `answer is ${type.slice(0, 60) || "untyped"}, not HTML`, tradeNo: null };
  const read = readPaymentPageOnServer(page, options.gatewayUrl);
  return read.ok
    ? { kind: "payment", form: read.form, tradeNo: read.tradeNo }
    : { kind: "rejected", reason: read.reason, tradeNo: read.tradeNo };
}

/** A connection made and then lost: the request may have reached the service. */
const LOST = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE", "UND_ERR_CLOSED"]);

function codeOf(error: unknown): string | null {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : null;
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  return codeOf(cause) ?? (cause instanceof Error ? cause.message : String(cause));
}

function connectionLost(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return LOST.has(codeOf(cause) ?? "");
}

function tradeNoIn(partial: string): string | null {
  return /name=["']?MerchantTradeNo["']?\s+value=["']?([A-Za-z0-9]{1,20})["'\s>]/i.exec(partial)?.[1] ?? null;
}

const FALLBACK_MESSAGE = "捐款資料有誤，請確認後再試";

function messageOf(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      "message" in parsed &&
      typeof parsed.message === "string" &&
      parsed.message.trim()
    ) {
      return parsed.message.trim().slice(0, 200);
    }
  } catch {
    // Not JSON: fall through to the generic sentence.
  }
  return FALLBACK_MESSAGE;
}
