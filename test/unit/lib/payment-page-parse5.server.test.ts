// The server's payment page reader: parse5 with a node budget, so hostile kilobytes cannot build millions
// of nodes (issue 33.1). The reading rules themselves are payment-page.test.ts's.
import { expect, test } from "vitest";
import { parsePageWithParse5, readPaymentPageOnServer } from "../../../shared/lib/payment-page-parse5.server.js";
import { MAX_PARSER_NODES, PageRefusal } from "../../../shared/lib/payment-page.js";
import { formattingElementPage, hostilePage } from "../../fixtures/hostile-payment-pages.js";

const GATEWAY = "/api/payment-sandbox/checkout";

test("parse5 stops at its budget with a refusal, having built no more", () => {
  const html = formattingElementPage(1200);
  expect(() => parsePageWithParse5(html, MAX_PARSER_NODES)).toThrow(PageRefusal);
  expect(() => parsePageWithParse5(html, MAX_PARSER_NODES)).toThrow("the parser would build more than 16000 nodes");
  expect(() => parsePageWithParse5(hostilePage({}), 10)).toThrow(PageRefusal);
  expect(() => parsePageWithParse5(hostilePage({}), 40)).not.toThrow();
});

for (const lessThanSigns of [1200, 2000]) {
  test(`${lessThanSigns} "<": refused once parse5 has built 16,000 nodes`, () => {
    const html = formattingElementPage(lessThanSigns);
    expect(html.split("<").length - 1).toBe(lessThanSigns);
    const read = readPaymentPageOnServer(html, GATEWAY);
    expect(read).toMatchObject({ ok: false, tradeNo: null });
    expect(!read.ok && read.reason).toBe("the parser would build more than 16000 nodes");
  });
}

test("the tree seen is elements only, HTML ones marked, namespaced attributes not matched by their local name", () => {
  const root = parsePageWithParse5('<p id="a">x<!--c--><svg><a xlink:href="h"></a></svg></p>');
  expect(root.name).toBe("html");
  const body = root.children()[1];
  const p = body?.children()[0];
  expect(p?.attribute("id")).toBe("a");
  const svg = p?.children()[0];
  expect(svg).toMatchObject({ name: "svg", isHtml: false });
  expect(svg?.children()[0]?.attribute("href")).toBeNull();
  expect(p?.children()).toHaveLength(1);
});
