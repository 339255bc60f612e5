// Donation rate limit against spellings of the donation addresses (issue 18 item 1): from one client
// address per spelling (X-Forwarded-For, the server trusting loopback), `posts` donations each; counts
// how many got a payment form (the page) or an accepted order (the JSON call) and how many a 429.
import http from "node:http";

export const PAGE_SPELLINGS = [
  "/charity4?id=1",
  "/charity%34?id=1",
  "/%63harity4?id=1",
  "/Charity%34/?id=1",
  "/charity4//?id=1",
  "/charity?path=donate-general",
  "/%63harity?path=donate-general",
];
export const API_SPELLINGS = ["/api/homepage/donate", "/api/homepage/%64onate", "/api/homepage/donat%65/atm"];

const FORM = "method=creditCard&target=normal&amount=600&name=%E6%B8%AC%E8%A9%A6&phone=0912345678";
const JSON_BODY = JSON.stringify({ id: 1, amount: 600, name: "測試", phone: "0912345678" });

function post(port, path, client, api) {
  const body = api ? JSON_BODY : FORM;
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: false,
        headers: {
          "content-type": api ? "application/json" : "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": client,
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", (error) => resolve({ status: 0, body: String(error) }));
    req.end(body);
  });
}

/** A payment form (the page) or an answer carrying one (the JSON call): an order was made upstream. */
const isOrder = (answer) => answer.status === 200 && /payment-sandbox|<form|"form"|checkout/i.test(answer.body);

export async function runDonationSpellings({ port, posts }) {
  const rows = [];
  let client = 1;
  for (const [spellings, api] of [
    [PAGE_SPELLINGS, false],
    [API_SPELLINGS, true],
  ]) {
    for (const path of spellings) {
      const address = `198.51.100.${client++}`;
      const row = { path, orders: 0, limited: 0, other: {} };
      for (let i = 0; i < posts; i += 1) {
        const answer = await post(port, path, address, api);
        if (isOrder(answer)) row.orders += 1;
        else if (answer.status === 429) row.limited += 1;
        else row.other[answer.status] = (row.other[answer.status] ?? 0) + 1;
      }
      rows.push(row);
    }
  }
  return rows;
}
