// Which upstream answers the proxy passes, per kind of path: a compromised upstream cannot put a page,
// a script or a redirect of its own on this origin.
import { notFoundMessage, upstreamSaysMissing } from "../http/not-found.js";

export type AnswerKind =
  | "json"
  | "media"
  /** The embedded payment sandbox: its own pages, stylesheet and a same-site redirect back. */
  | "sandbox"
  /** The gateway's server-to-server result callback: ECPay expects "1|OK" as text. */
  | "gateway-callback"
  /** The gateway's browser post after paying (OrderResultURL): only a redirect back to a page of this site. */
  | "gateway-result"
  /** The gateway sending the donor's browser back (ATM ClientRedirectURL): a 303 to a page of this site. */
  | "gateway-redirect";

export type AnswerVerdict =
  | { pass: true }
  /** Not passed; the visitor gets this status with our own message instead of the upstream's body. */
  | { pass: false; status: number; message: string; expected: boolean };

const REFUSED: AnswerVerdict = {
  pass: false,
  status: 502,
  message: "內容服務回應無效，請稍後再試",
  expected: false,
};

export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
}

const isJson = (type: string) => type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
const isMedia = (type: string) => /^(image|video|audio)\/[a-z0-9.+-]+$/.test(type);
/** Site-relative ("/charity4?…"), never another origin or a scheme-relative "//host". */
const isSiteRelative = (location: string | undefined) =>
  location !== undefined && location.startsWith("/") && !location.startsWith("//") && !location.includes("\\");

export function checkAnswer(
  kind: AnswerKind,
  status: number,
  contentType: string | undefined,
  location: string | undefined,
): AnswerVerdict {
  // No body to judge: "not modified" keeps the visitor's cached copy, which passed this check before.
  if (status === 304 || status === 204) return { pass: true };
  const type = mediaTypeOf(contentType);
  switch (kind) {
    case "json":
      return status < 300 || status >= 400 ? verdict(isJson(type)) : REFUSED;
    case "media":
      if (upstreamSaysMissing(status))
        return { pass: false, status: 404, message: notFoundMessage("media"), expected: true };
      if (status === 416) return { pass: false, status: 416, message: "要求的範圍無效", expected: true };
      return verdict((status === 200 || status === 206) && isMedia(type));
    case "sandbox":
      if (status >= 300 && status < 400) return verdict(isSiteRelative(location));
      return verdict(type === "text/html" || type === "text/css" || isJson(type));
    case "gateway-callback":
      return status < 300 || status >= 400 ? verdict(type === "text/plain" || isJson(type)) : REFUSED;
    case "gateway-result":
      return verdict(status === 303 && isSiteRelative(location));
    case "gateway-redirect":
      if (status === 303) return verdict(isSiteRelative(location));
      return status >= 400 ? verdict(type === "text/plain" || isJson(type)) : REFUSED;
  }
}

function verdict(ok: boolean): AnswerVerdict {
  return ok ? { pass: true } : REFUSED;
}
