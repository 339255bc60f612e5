// The charity area's server HTML: redirects without a valid id, the four pages, the payment result
// and the sponsor table as the server renders them (the raw HTML already holds the content).
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";
import { imgSrc } from "../fixtures/image-markup.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const app = () => buildApp(upstream.url);
const bodiesOf = (path: string) => upstream.requests.filter((r) => r.url.startsWith(path)).map((r) => r.body);

describe("a charity page without a valid id redirects to /", () => {
  const pages = ["/charity1", "/charity2", "/charity3", "/charity4"];
  const queries = ["", "?id=", "?id=0", "?id=-1", "?id=abc", "?id=1.5", "?id=1e3", "?activityID=21"];
  test.each(pages)("%s: server 302 to / for every bad id", async (page) => {
    for (const query of queries) {
      const res = await request(app()).get(page + query);
      expect(res.status, page + query).toBe(302);
      expect(res.headers.location).toBe("/");
    }
  });

  test.each(pages)("%s: client navigation gets the redirect from its route data", async (page) => {
    // The layout's loader and the page's own (charity1 has none: it shows the layout's charity).
    const routeIds = page === "/charity1" ? ["charity"] : ["charity", page.slice(1)];
    for (const routeId of routeIds) {
      const res = await request(app()).get(`${page}?_data=${routeId}`).expect(200);
      expect(res.body).toEqual({ redirect: "/" });
    }
  });

  test("the older page without ?path= redirects too, GET and POST", async () => {
    await request(app()).get("/charity").expect(302).expect("location", "/");
    await request(app()).get("/charity?path=").expect(302).expect("location", "/");
    await request(app()).post("/charity").type("form").send({ amount: "600" }).expect(302).expect("location", "/");
  });

  test("a donation posted without an id redirects and sends nothing upstream", async () => {
    await request(app())
      .post("/charity4")
      .type("form")
      .send({ method: "creditCard", amount: "600", name: "王小明", phone: "0912345678" })
      .expect(302)
      .expect("location", "/");
    expect(bodiesOf("/api/homepage/donate")).toEqual([]);
  });
});

describe("the charity pages", () => {
  test("/charity1: the bar with four ?id= links, the title, sanitised content and the charity footer", async () => {
    const res = await request(app()).get("/charity1?id=1").expect(200);
    expect(res.text).toContain("<title>協會簡介｜社團法人測試慈善協會</title>");
    const links: [string, string][] = [
      ["協會簡介", "/charity1?id=1"],
      ["最新消息", "/charity2?id=1"],
      ["活動紀錄", "/charity3?id=1"],
      ["我要捐款", "/charity4?id=1"],
    ];
    for (const [label, href] of links) {
      expect(res.text).toMatch(new RegExp(`href="${href.replace("?", "\\?")}"[^>]*>${label}<`));
    }
    // The current page is marked, and only it: the ?id= query does not hide it.
    const current = [...res.text.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(current).toEqual(["協會簡介"]);
    expect(res.text).toContain("協會成立於 2013 年。");
    expect(res.text).not.toContain("<script>alert");
    expect(res.text).toContain("04-2328-5566");
    expect(res.text).toContain("台中市西區民權路 312 號 5 樓");
    expect(res.text).toMatch(
      /href="https:\/\/www\.example\.org\/charity-partners" target="_blank" rel="noopener noreferrer"/,
    );
    expect(bodiesOf("/api/website/getCharity")).toEqual(['{"id":1}']);
  });

  test("/charity2: each activity with its media, yyyy-MM-dd dates, and a donate link only when isDonate", async () => {
    const res = await request(app()).get("/charity2?id=1").expect(200);
    expect(res.text).toContain("寒冬送暖物資募集");
    expect(res.text).toContain("2026-11-01 ~ 2027-01-31");
    // Date-times are shown as dates in Taiwan time.
    expect(res.text).toContain("2026-09-10 ~ 2026-10-06");
    expect(res.text).toContain('href="/charity4?id=1&amp;activityID=21"');
    expect(res.text).toContain('href="/charity4?id=1&amp;activityID=22"');
    expect(res.text).not.toContain("activityID=23");
    expect(res.text).toContain(imgSrc("/media/c21-1.svg"));
    expect(res.text).not.toContain("onerror");
    expect(bodiesOf("/api/website/getCharityActivityList")).toEqual(['{"id":1}']);
  });

  test("/charity3: albums in ascending order, each with its name, title and photos", async () => {
    const res = await request(app()).get("/charity3?id=1").expect(200);
    const first = res.text.indexOf("寒冬送暖");
    const second = res.text.indexOf("營養早餐");
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(res.text).toContain("物資發放紀實");
    expect(res.text).toContain(imgSrc("/media/al41-1.svg"));
  });

  test("a charity the upstream does not have keeps the layout with an empty page, status 404", async () => {
    upstream.set('POST /api/website/getCharity {"id":9}', { message: "not found" }, 404);
    upstream.set('POST /api/website/getCharityActivityList {"id":9}', { message: "not found" }, 404);
    const res = await request(app()).get("/charity2?id=9").expect(404);
    expect(res.text).toContain('href="/charity4?id=9"');
    expect(res.text).toContain("目前沒有最新消息。");
  });
});

describe("/charity4", () => {
  test("the form: the activity named by activityID and the two fixed targets, bank transfer by default with three accounts", async () => {
    const res = await request(app()).get("/charity4?id=1&activityID=21").expect(200);
    expect(res.text).toContain("<title>我要捐款｜社團法人測試慈善協會</title>");
    expect(res.text).toMatch(/<form[^>]*action="\/charity4\?id=1&amp;activityID=21" method="post"/);
    expect(res.text).toContain('<option value="21" selected="">寒冬送暖物資募集</option>');
    expect(res.text).toContain('<option value="normal">一般捐款(不指定用途)</option>');
    expect(res.text).toContain('<option value="funeral">喪葬專戶(不指定個案)</option>');
    // One spelling of the purposes on the page, targets and bank accounts alike: the spec's.
    expect(res.text.match(/(一般捐款|喪葬專戶)[(（]不指定..[)）]/g)).toEqual([
      "一般捐款(不指定用途)",
      "喪葬專戶(不指定個案)",
      "一般捐款(不指定用途)",
      "喪葬專戶(不指定個案)",
    ]);
    expect(res.text).toMatch(/name="method" checked="" value="bankTransfer"/);
    expect(res.text.match(/data-label="銀行代碼">80[67]</g)).toEqual([
      'data-label="銀行代碼">806<',
      'data-label="銀行代碼">806<',
      'data-label="銀行代碼">807<',
    ]);
    expect(bodiesOf("/api/website/getCharityActivity")).toEqual(['{"id":21}']);
  });

  test("an activity closed to donations, or none, leaves the general donation selected", async () => {
    for (const url of ["/charity4?id=1&activityID=23", "/charity4?id=1", "/charity4?id=1&activityID=x"]) {
      const res = await request(app()).get(url).expect(200);
      expect(res.text).toContain('<option value="normal" selected="">');
      expect(res.text).not.toMatch(/<option value="2\d"/);
    }
  });

  test("the sponsor table: 10 rows, NT$ with separators, yyyy-MM-dd, page links; stored like any page, the list refreshed with it", async () => {
    const server = app();
    const res = await request(server).get("/charity4?id=1").expect(200);
    const table = res.text.match(/<tbody>[\s\S]*?<\/tbody>/g)?.at(-1) ?? "";
    expect(table.match(/<tr>/g)).toHaveLength(10);
    expect(table).toContain('<td>王○明</td><td class="is-numeric">NT$600</td><td>2026-11-20</td>');
    expect(table).toContain("NT$1,500,000");
    expect(table).toContain("NT$12,000");
    expect(table).not.toContain("T10:20:00");
    expect(res.text).toContain('href="/charity4?id=1&amp;sponsorPage=3#sponsors"');
    expect(res.text).toContain("第 <!-- -->1<!-- --> / <!-- -->3<!-- --> 頁");
    const again = await request(server).get("/charity4?id=1").expect(200);
    expect(again.headers["cache-control"]).toMatch(/^public, /);
    expect(upstream.requests.filter((r) => r.url === "/api/homepage/sponsor?limit=10&offset=0")).toHaveLength(1);
  });

  test("a returning donor's result page is theirs: private, no-store, the list read from the cache", async () => {
    const server = app();
    await request(server).get("/charity4?id=1").expect(200);
    for (let visit = 0; visit < 2; visit++) {
      const res = await request(server).get("/charity4?id=1&order_no=D2611250001ABCDEFG&status=success").expect(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
    expect(upstream.requests.filter((r) => r.url === "/api/homepage/sponsor?limit=10&offset=0")).toHaveLength(1);
  });

  test("?sponsorPage= renders that page from the server (the pager works without JavaScript)", async () => {
    await request(app()).get("/charity4?id=1&sponsorPage=3").expect(200);
    expect(upstream.requests.map((r) => r.url)).toContain("/api/homepage/sponsor?limit=10&offset=20");
  });

  test("a sponsor page past the last is sent to the last, never rendered or stored", async () => {
    for (const path of ["/charity4?id=1&sponsorPage=4", "/charity4?id=1&sponsorPage=999999999"]) {
      const res = await request(app()).get(path).expect(302);
      expect(res.headers.location).toBe("/charity4?id=1&sponsorPage=3#sponsors");
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
    const legacy = await request(app()).get("/charity?path=donate-general&sponsorPage=9").expect(302);
    expect(legacy.headers.location).toBe("/charity?path=donate-general&sponsorPage=3#sponsors");
  });

  test("a failed sponsor list leaves a note, the rest of the page stands", async () => {
    upstream.fail("GET /api/homepage/sponsor", "500");
    const res = await request(app()).get("/charity4?id=1").expect(200);
    expect(res.text).toContain("捐款紀錄暫時無法顯示");
    expect(res.text).toContain("確認捐款");
  });

  test("status=success with order_no: the green box with the donation number", async () => {
    const res = await request(app()).get("/charity4?id=1&order_no=D2611250001ABCDEFG&status=success").expect(200);
    expect(res.text).toMatch(/class="payment-result payment-result--success" role="status"/);
    expect(res.text).toContain("感謝您的捐款！");
    expect(res.text).toContain("D2611250001ABCDEFG");
  });

  test("status=fail with a known code: the red box with that code's fixed sentence", async () => {
    const res = await request(app()).get("/charity4?id=1&order_no=D1&status=fail&errmsg=10100058").expect(200);
    expect(res.text).toMatch(/class="payment-result payment-result--fail" role="alert"/);
    expect(res.text).toContain("付款失敗，請重新操作");
    expect(res.text).toContain('<p class="payment-result__message">付款未完成（沙盒模擬付款失敗）。</p>');
  });

  test("any other errmsg shows the generic failure text only, never the address's words (7.5)", async () => {
    for (const errmsg of [
      "請改匯款至帳號9999-8888",
      '<img src=x onerror="alert(1)">',
      "constructor",
      "__proto__",
      "",
    ]) {
      const res = await request(app())
        .get(`/charity4?id=1&order_no=D1&status=fail&errmsg=${encodeURIComponent(errmsg)}`)
        .expect(200);
      expect(res.text).toContain("付款失敗，請重新操作");
      expect(res.text).not.toContain("payment-result__message");
      expect(res.text).not.toContain("9999-8888");
      expect(res.text).not.toContain("<img src=x");
    }
  });

  test("status=confirming: the 'being confirmed' box with the number, no failure text (issue 12)", async () => {
    const res = await request(app()).get("/charity4?id=1&order_no=D2611250001ABCDEFG&status=confirming").expect(200);
    expect(res.text).toMatch(/class="payment-result payment-result--confirming" role="status"/);
    expect(res.text).toContain("付款結果確認中");
    expect(res.text).toContain("D2611250001ABCDEFG");
    expect(res.text).not.toContain("付款失敗");
    // Issue 17.3: a number that does not look like one is left out; the box still shows, with no other text.
    const forged = await request(app())
      .get(`/charity4?id=1&status=confirming&order_no=${encodeURIComponent("請改匯款")}`)
      .expect(200);
    expect(forged.text).toContain("付款結果確認中");
    expect(forged.text).not.toContain("捐款編號");
    expect(forged.text).not.toContain("請改匯款");
  });

  test("the gateway loop's own codes show their fixed sentences", async () => {
    for (const [errmsg, sentence] of [
      ["result-unverified", "無法確認這筆付款結果"],
      ["result-replayed", "這筆付款結果先前已處理"],
    ]) {
      const res = await request(app()).get(`/charity4?id=1&status=fail&errmsg=${errmsg}`).expect(200);
      expect(res.text).toContain(sentence);
    }
  });

  // Issue 17.3: the thank-you box shows whenever the gateway says success; the number only when it is
  // 1-32 of [A-Za-z0-9_-], as upstreams other than ECPay write them.
  test("an order number as other upstreams write it shows in the thank-you box", async () => {
    for (const orderNo of ["D-2026-000123", "order_2026_1", "A".repeat(32)]) {
      const res = await request(app()).get(`/charity4?id=1&status=success&order_no=${orderNo}`).expect(200);
      expect(res.text).toContain(`捐款編號：<strong>${orderNo}</strong>`);
    }
  });

  test("an order number that does not look like one: the thank-you box without a number, never its text", async () => {
    for (const orderNo of ["請改匯款至帳號9999-8888", "A".repeat(33), "D 1", "<b>1</b>", "D.1", ""]) {
      const res = await request(app())
        .get(`/charity4?id=1&status=success&order_no=${encodeURIComponent(orderNo)}`)
        .expect(200);
      expect(res.text).toContain("感謝您的捐款！");
      expect(res.text).not.toContain("捐款編號");
      expect(res.text).not.toContain("9999-8888");
      expect(res.text).not.toContain("<b>1</b>");
    }
  });

  test("no result parameters, no box", async () => {
    const res = await request(app()).get("/charity4?id=1&order_no=D1").expect(200);
    expect(res.text).not.toContain("payment-result");
  });
});

describe("/charity?path= (the older page)", () => {
  test("the page by its path beside the form: credit card by default, quick amounts, sponsor table", async () => {
    const res = await request(app()).get("/charity?path=donate-general").expect(200);
    expect(res.text).toContain("<title>一般捐款（不指定用途）｜社團法人恆心慈善協會</title>");
    expect(res.text).toContain("您的每一分捐款都將用於急難救助。");
    expect(res.text).toMatch(/name="method" checked="" value="creditCard"/);
    for (const amount of [300, 600, 800]) expect(res.text).toContain(`新臺幣 <!-- -->${amount}<!-- --> 元`);
    expect(res.text).not.toContain('name="target"');
    expect(res.text).toContain("NT$1,500,000");
    expect(res.text).toMatch(/<form[^>]*action="\/charity\?path=donate-general" method="post"/);
    expect(bodiesOf("/api/website/getPage")).toEqual(['{"pagePath":"donate-general"}']);
  });
});
