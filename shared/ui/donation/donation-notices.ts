import { CHARITY_CONTACT } from "../../lib/charity-contact.js";

export { DONATION_UNAVAILABLE } from "../../api/browser-api.js";
export const PAYMENT_PAGE_INVALID = "付款頁面無法開啟，請稍後再試";

export interface DonationNoticeText {
  title: string;
  message: string;
}

/** The upstream answered something that is not an acceptable payment page: nothing of it is shown. */
export const PAGE_REFUSED_NOTICE: DonationNoticeText = {
  title: PAYMENT_PAGE_INVALID,
  message: "付款服務的回應無法確認，為了您的安全，本站沒有開啟它。您的資料已保留，請稍後再試。",
};

/** The donation call outlived its deadline: the order may exist, so neither "failed" nor "retry". */
export const RESULT_UNKNOWN_NOTICE: DonationNoticeText = {
  title: "捐款結果尚未確認",
  message:
    `付款服務沒有及時回應，這筆捐款可能已經建立。為避免重複捐款，請先不要再次送出，` +
    `並來電 ${CHARITY_CONTACT.phone} 向${CHARITY_CONTACT.name}確認捐款結果。`,
};
