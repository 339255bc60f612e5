// The one upstream call that answers HTML: a donation (no-JavaScript form post) -> the payment page.
// A 400 carries the upstream's reason for the visitor; anything else is an UpstreamError.
import type { DonationAnswer } from "../../shared/api/donation.js";
import { upstreamHeaders, UpstreamError } from "./fetch-json.js";

/** A payment page is one small form; anything far larger is not what the contract promises. */
const MAX_PAYMENT_PAGE_BYTES = 256 * 1024;

export async function postDonation(url: string, body: unknown, timeoutMs: number): Promise<DonationAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: upstreamHeaders({ "content-type": "application/json", accept: "text/html, application/json" }),
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError" ? `timed out after ${timeoutMs} ms` : String(error);
    throw new UpstreamError(`POST ${url}: ${reason}`);
  }
  const text = await response.text().catch((error: unknown) => {
    throw new UpstreamError(`POST ${url}: body not read: ${String(error)}`);
  });
  if (response.status === 400) return { ok: false, message: messageOf(text) };
  if (!response.ok)
    throw new UpstreamError(`Network response was not ok (${response.status}) for POST ${url}`, response.status);
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/html") || !/<form\b/i.test(text) || text.length > MAX_PAYMENT_PAGE_BYTES) {
    throw new UpstreamError(`POST ${url}: the answer is not a payment page (${type}, ${text.length} chars)`);
  }
  return { ok: true, html: text };
}

const FALLBACK_MESSAGE = "捐款資料有誤，請確認後再試";

/** The contract's `{ "message": "..." }`, or a generic sentence when the body says nothing usable. */
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
