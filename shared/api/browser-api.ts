// The browser's own calls, for interactive work only; null on failure, logged (spec section 8).
import {
  DONATE_PATHS,
  type DonationAnswer,
  type DonationRequest,
  type LegacyDonationRequest,
  type PaymentMethod,
} from "./donation.js";
import type { SliderItem } from "./fields.server.js";
import { isRecord, listAt, recordAt, textAt } from "./json-guards.js";
import type { Sponsor, SponsorPage } from "./sponsor.server.js";
import { safeMediaUrl } from "../lib/link-rules.js";

async function postJson(path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) throw new Error("Network response was not ok");
    return await response.json();
  } catch (error) {
    // An aborted call was replaced by a newer one: nothing failed.
    if (signal?.aborted) return null;
    console.error(`${path} failed:`, error);
    return null;
  }
}

function sliderItemOf(value: unknown): SliderItem | null {
  if (!isRecord(value)) return null;
  const image = safeMediaUrl(textAt(value, "image")) || safeMediaUrl(textAt(value, "url"));
  return { image, title: textAt(value, "title"), description: textAt(value, "description") };
}

export async function fetchAlbumPhotos(albumId: number, signal?: AbortSignal): Promise<SliderItem[] | null> {
  const json = await postJson("/api/website/getAlbumContent", { albumId }, signal);
  if (json === null) return null;
  const slider = listAt(recordAt(json, "data"), "slider");
  if (slider === null) {
    console.error("/api/website/getAlbumContent: unexpected response shape");
    return null;
  }
  return slider.flatMap((item) => {
    const photo = sliderItemOf(item);
    return photo ? [photo] : [];
  });
}

export const SPONSOR_PAGE_SIZE = 10;

function sponsorOf(value: unknown): Sponsor | null {
  if (!isRecord(value) || typeof value.Amount !== "number" || !Number.isFinite(value.Amount)) return null;
  return { DonorName: textAt(value, "DonorName"), Amount: value.Amount, UpdateTime: textAt(value, "UpdateTime") };
}

/** `page` is 0-based. */
export async function fetchSponsors(page: number, signal?: AbortSignal): Promise<SponsorPage | null> {
  const url = `/api/homepage/sponsor?limit=${SPONSOR_PAGE_SIZE}&offset=${page * SPONSOR_PAGE_SIZE}`;
  try {
    const response = await fetch(url, { headers: { accept: "application/json" }, signal });
    if (!response.ok) throw new Error("Network response was not ok");
    const data = recordAt(await response.json(), "data");
    const list = listAt(data, "SponsorList");
    if (!data || !list || typeof data.Total !== "number") throw new Error("unexpected response shape");
    return { SponsorList: list.flatMap((row) => sponsorOf(row) ?? []), Total: data.Total };
  } catch (error) {
    if (signal?.aborted) return null;
    console.error(`${url} failed:`, error);
    return null;
  }
}

export const DONATION_UNAVAILABLE = "捐款服務暫時無法使用，請稍後再試";

export async function sendDonation(
  method: PaymentMethod,
  body: DonationRequest | LegacyDonationRequest,
): Promise<DonationAnswer> {
  const path = DONATE_PATHS[method];
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/html, application/json" },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.ok && /<form\b/i.test(text)) return { ok: true, html: text };
    // Every refusal carries a message written for the visitor (server/web/donations/donation-api.ts).
    const message = refusalOf(text);
    if (!response.ok && message) return { ok: false, message };
    throw new Error("Network response was not ok");
  } catch (error) {
    console.error(`${path} failed:`, error);
    return { ok: false, message: DONATION_UNAVAILABLE };
  }
}

function refusalOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    const message = isRecord(body) ? textAt(body, "message").trim() : "";
    return message || null;
  } catch {
    return null;
  }
}
