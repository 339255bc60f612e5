// Implemented in server/web/upstream/. null: unavailable, already logged; the page renders that section empty.
import type { AtmTransferLookup } from "./atm-transfer.server.js";
import type { CharityActivity, Charity, CharityAlbums } from "./charity.server.js";
import type { Hall, HallSummary, Lesson } from "./buddhism.server.js";
import type { DonationOutcome, DonationRequest, LegacyDonationRequest, PaymentMethod } from "./donation.js";
import type { HomeSlide, NewsCategory } from "./home.server.js";
import type { FocusItem, HistoryItem, PageEntry } from "./lists.server.js";
import type { MenuItem } from "./menu.server.js";
import type { Article, PageByPath, PageDetail } from "./page.server.js";
import type { PageResource } from "./page-resource.server.js";
import type { SliderItem } from "./fields.server.js";
import type { SponsorPage } from "./sponsor.server.js";

export interface ApiClient {
  getMenu(): Promise<MenuItem[] | null>;
  getHomeSlides(): Promise<HomeSlide[] | null>;
  getNewsCategories(): Promise<NewsCategory[] | null>;
  getPageResource(resource: "0/7" | "0/13"): Promise<PageResource | null>;
  getPage(id: number): Promise<PageDetail | null>;
  getPageByPath(pagePath: string): Promise<PageByPath | null>;
  getAlbumContent(albumId: number): Promise<SliderItem[] | null>;
  getArticle(id: number): Promise<Article | null>;
  getPageList(menuPath: string): Promise<PageEntry[] | null>;
  getFocusList(): Promise<FocusItem[] | null>;
  getHistoryList(): Promise<HistoryItem[] | null>;
  getCharity(id: number): Promise<Charity | null>;
  getCharityActivityList(charityId: number): Promise<CharityActivity[] | null>;
  getCharityActivity(activityId: number): Promise<CharityActivity | null>;
  getCharityAlbum(charityId: number): Promise<CharityAlbums | null>;
  getSponsors(limit: number, offset: number): Promise<SponsorPage | null>;
  /** The no-JavaScript donation post: never cached, and the body (personal data) is never logged. */
  donate(method: PaymentMethod, body: DonationRequest | LegacyDonationRequest): Promise<DonationOutcome | null>;
  /** One donor's ATM transfer details: never cached, never shared (the order number is the key). */
  getAtmTransfer(orderNo: string): Promise<AtmTransferLookup | null>;
  getBuddhismList(): Promise<HallSummary[] | null>;
  getBuddhism(id: number): Promise<Hall | null>;
  getBuddhismLesson(id: number): Promise<Lesson | null>;
}

export interface RouteContext {
  api: ApiClient;
  /** PAYMENT_GATEWAY_URL: the donation pages give it to the browser, which accepts no other form action. */
  paymentGatewayUrl: string;
}
