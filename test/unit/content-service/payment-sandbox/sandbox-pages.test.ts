// The sandbox gateway's pages: the order shown, the choices offered, the forms posted back, all escaped and
// inert under the sandbox CSP.
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import {
  SANDBOX_PAGE_CSP,
  checkoutPage,
  errorPage,
  page,
  resultPage,
  sendSandboxPage,
} from "../../../../server/content-service/payment-sandbox/sandbox-pages.js";
import { formAction, hiddenFields } from "../../../content-service/form-html.js";

const CREDIT = {
  MerchantTradeNo: "D20260101120000ABCDE",
  TotalAmount: "1200",
  ItemName: "愛心捐款",
  ChoosePayment: "Credit",
  MerchantTradeDate: "2026/01/01 12:00:00",
  ClientBackURL: "/charity4?id=1&activityID=21",
};
const INERT = /<script|\sstyle=|\son[a-z]+=/i;

describe("page", () => {
  it("is a noindex zh-Hant document with the escaped title and the sandbox stylesheet", () => {
    expect(page("<甲>", "<p>x</p>")).toBe(
      [
        "<!DOCTYPE html>",
        '<html lang="zh-Hant">',
        '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>&lt;甲&gt;</title><link rel="stylesheet" href="styles"></head>',
        "<body><main><p>x</p></main></body>",
        "</html>",
      ].join("\n"),
    );
  });
});

describe("checkoutPage", () => {
  it("shows a card order and offers 付款成功 and 付款失敗 with a notification choice, normal first", () => {
    const html = checkoutPage(CREDIT);
    expect(html).toContain(
      "<dl><dt>訂單編號</dt><dd>D20260101120000ABCDE</dd><dt>金額</dt><dd>新臺幣 1,200 元</dd><dt>項目</dt><dd>愛心捐款</dd>" +
        "<dt>付款方式</dt><dd>信用卡</dd><dt>交易時間</dt><dd>2026/01/01 12:00:00</dd></dl>",
    );
    expect(formAction(html)).toBe("complete");
    expect(hiddenFields(html)).toEqual(CREDIT);
    expect(html).toContain('<button type="submit" class="ok" name="SandboxResult" value="success">付款成功</button>');
    expect(html).toContain('<button type="submit" class="fail" name="SandboxResult" value="fail">付款失敗</button>');
    const modes = [...html.matchAll(/<input type="radio" name="SandboxNotify" value="([^"]+)"( checked)?> (\S+)/g)];
    expect(modes.map(([, mode, checked, label]) => [mode, Boolean(checked), label])).toEqual([
      ["normal", true, "正常通知</label>"],
      ["lost", false, "通知遺失（不送"],
      ["duplicate", false, "重複通知（送兩次）</label>"],
      ["bad-mac", false, "檢查碼錯誤（CheckMacValue"],
    ]);
    expect(html).toContain('<p><a href="/charity4?id=1&amp;activityID=21">返回商店</a></p>');
    expect(html).not.toMatch(INERT);
  });

  it("an ATM order gets 取得虛擬帳號 and no 付款成功 nor notification choice", () => {
    const html = checkoutPage({ ...CREDIT, ChoosePayment: "ATM" });
    expect(html).toContain("<dt>付款方式</dt><dd>ATM 轉帳</dd>");
    expect(html).toContain('<button type="submit" class="ok" formaction="atm-issue">取得虛擬帳號</button>');
    expect(html).toContain('value="fail">付款失敗</button>');
    expect(html).not.toContain("付款成功");
    expect(html).not.toContain("SandboxNotify");
  });

  it("names a monthly order's months, an unknown method as given, and no way back without ClientBackURL", () => {
    const { ClientBackURL: _, ...noBack } = CREDIT;
    const html = checkoutPage({ ...noBack, ChoosePayment: "WebATM", ExecTimes: "12" });
    expect(html).toContain("<dt>付款方式</dt><dd>WebATM</dd>");
    expect(html).toContain("<dt>定期定額</dt><dd>每月扣款一次，共 12 期（本次為第 1 期）</dd></dl>");
    expect(html).not.toContain("返回商店");
    expect(checkoutPage(CREDIT)).not.toContain("定期定額");
  });

  it("escapes what the form carries", () => {
    const html = checkoutPage({ ...CREDIT, ItemName: '<img src=x onerror="1">' });
    expect(html).toContain("<dd>&lt;img src=x onerror=&quot;1&quot;&gt;</dd>");
    expect(hiddenFields(html).ItemName).toBe('<img src=x onerror="1">');
    expect(html).not.toContain("<img");
  });
});

describe("resultPage", () => {
  const signed = { MerchantTradeNo: CREDIT.MerchantTradeNo, RtnCode: "1", CheckMacValue: "ABC" };

  it("a paid order: 付款成功, and 返回商店 posts the signed fields to OrderResultURL", () => {
    const html = resultPage(true, "/api/payment/ecpay/result", signed);
    expect(html).toContain("<title>付款成功</title>");
    expect(html).toContain("<h1>付款成功（沙盒）</h1>\n<p>訂單編號 D20260101120000ABCDE</p>");
    expect(formAction(html)).toBe("/api/payment/ecpay/result");
    expect(hiddenFields(html)).toEqual(signed);
    expect(html).toContain('<button type="submit" class="back">返回商店</button>');
    expect(html).not.toContain("period-charge");
  });

  it("a failed order says 付款失敗", () => {
    const html = resultPage(false, "/r", signed);
    expect(html).toContain("<title>付款失敗</title>");
    expect(html).toContain("<h1>付款失敗（沙盒）</h1>");
    expect(html).not.toContain("付款成功");
  });

  it("a monthly mandate gets a second form, in a new tab, charging its next month", () => {
    const html = resultPage(true, "/r", signed, "M123");
    const next = html.slice(html.indexOf('<form method="post" action="period-charge" target="_blank">'));
    expect(next).not.toBe(html);
    expect(hiddenFields(next)).toEqual({ MerchantTradeNo: "M123" });
    expect(next).toContain('name="SandboxResult" value="success">模擬下一期扣款成功（測試用）</button>');
    expect(next).toContain('name="SandboxResult" value="fail">模擬下一期扣款失敗（測試用）</button>');
  });
});

describe("errorPage", () => {
  it("says it cannot process the payment, with the message escaped", () => {
    const html = errorPage("<b>壞</b>");
    expect(html).toContain("<title>付款沙盒：無法處理</title>");
    expect(html).toContain("<main><h1>無法處理此筆付款</h1><p>&lt;b&gt;壞&lt;/b&gt;</p></main>");
  });
});

describe("sendSandboxPage", () => {
  const app = express();
  app.get("/default", (_req, res) => sendSandboxPage(res, 400, "<p>x</p>"));
  app.get("/own-csp", (_req, res) => sendSandboxPage(res, 200, "<p>y</p>", "default-src 'none'"));

  it("sends the page as uncached HTML under the sandbox CSP, or the one given", async () => {
    const sent = await request(app).get("/default").expect(400);
    expect(sent.text).toBe("<p>x</p>");
    expect(sent.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(sent.headers["cache-control"]).toBe("no-store");
    expect(sent.headers["content-security-policy"]).toBe(SANDBOX_PAGE_CSP);
    expect(SANDBOX_PAGE_CSP).toContain("default-src 'none'; style-src 'self'; form-action 'self'");
    const own = await request(app).get("/own-csp").expect(200);
    expect(own.headers["content-security-policy"]).toBe("default-src 'none'");
  });
});
