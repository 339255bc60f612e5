// One donation posted to the web server as the donation form's script posts it: its status and the
// order number the payment page names (null when there is none), for the scenarios that count donations.
import http from "node:http";

const DONATION = JSON.stringify({
  amount: 600,
  name: "測試",
  phone: "0912345678",
  activityType: "normal",
  charityID: 1,
  needReceipt: false,
  receiptInfo: null,
});

export function postDonation(port) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/homepage/donate",
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(DONATION) },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          const tradeNo = /name="MerchantTradeNo" value="([^"]+)"/.exec(body)?.[1] ?? null;
          resolve({ status: res.statusCode, tradeNo });
        });
      },
    );
    req.setTimeout(40_000, () => req.destroy());
    req.on("error", () => resolve({ status: 0, tradeNo: null }));
    req.end(DONATION);
  });
}
