// The worst case the browser's payment page reader checks before DOMParser starts (issue 33.1) is an
// upper bound of what the WHATWG tree builder makes: on thousands of generated pages of tags that make the tree builder copy, adopt,
// foster-parent and imply elements, parse5 given exactly that budget never runs out.
import { describe, expect, test } from "vitest";
import { parsePageWithParse5 } from "../../../shared/lib/payment-page-parse5.server.js";
import { MAX_PARSER_NODES } from "../../../shared/lib/payment-page.js";
import { worstCaseParserNodes } from "../../../shared/lib/parser-node-bound.js";
import { legacyPhpSdkPage, nodeSdkPage, phpSdkPage } from "../../fixtures/ecpay-sdk-pages.js";
import { formattingElementPage, hostilePage } from "../../fixtures/hostile-payment-pages.js";

const PARTS = [
  ...["<p>", "</p>", "<b>", "</b>", "<i id=1>", "<i id=2>", "</i>", "<a href=x>", "</a>", "<nobr>", "</nobr>"],
  ...["<font color=red>", "<s>", "<u>", "</u>", "<em>", "<strong>", "</strong>", "<code>", "<B>", "<I\nid=3>"],
  ...["<table>", "<td>", "<tr>", "</table>", "<caption>", "</caption>", "<col>", "<colgroup>", "<tbody>", "<th>"],
  ...["<div>", "</div>", "x", "y ", "<template>", "</template>", "<svg>", "</svg>", "<math>", "<foreignObject>"],
  ...["<select>", "<option>", "</br>", "<br>", "<form>", "</form>", "<input>", "<li>", "<h1>", "</h1>"],
  ...["<!--c-->", "<frameset>", "<body>", "<html a=1>", "<textarea>", "<button>", "</button>", "<span>", "</span>"],
  ...["<object>", "<marquee>", "</marquee>", "<applet>", "<ruby><rt>", "<title>", "<plaintext>", "<frame>"],
  ...["<head>", "</body>", "</html>", "<image>", "<hr>", "<iframe>", "<noscript>", "<!DOCTYPE html>", "</td>"],
];

/** A small linear congruential generator: the same pages on every run. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe("the worst case is never less than what parse5 builds", () => {
  test("2,000 generated pages of up to 80 parts", () => {
    const random = generator(33);
    for (let page = 0; page < 2000; page++) {
      const length = 1 + Math.floor(random() * 80);
      const html = Array.from({ length }, () => PARTS[Math.floor(random() * PARTS.length)] ?? "").join("");
      expect(() => parsePageWithParse5(html, worstCaseParserNodes(html)), html).not.toThrow();
    }
  });

  test("the issue's page, and formatting tags closed across blocks over and over", () => {
    const adoption = Array.from({ length: 10 }, (_, i) => `<b id=${i}>`).join("") + "<div>x</b>".repeat(150);
    for (const html of [formattingElementPage(300), adoption, "<a href=1><div>x".repeat(200)])
      expect(() => parsePageWithParse5(html, worstCaseParserNodes(html))).not.toThrow();
  });
});

describe("where the bound puts the pages", () => {
  test("ECPay's SDK pages and a page of 1,900 paragraphs are far inside the budget", () => {
    for (const html of [nodeSdkPage(), phpSdkPage({ A: "1" }), legacyPhpSdkPage({ A: "1" })])
      expect(worstCaseParserNodes(html)).toBeLessThan(MAX_PARSER_NODES / 50);
    expect(worstCaseParserNodes(hostilePage({ before: "<p>x".repeat(1900) }))).toBeLessThan(MAX_PARSER_NODES);
  });

  test("the issue's page grows as the product of its formatting tags and its paragraphs", () => {
    const small = worstCaseParserNodes(formattingElementPage(600));
    expect(worstCaseParserNodes(formattingElementPage(1200)) / small).toBeGreaterThan(3.5);
    expect(small).toBeGreaterThan(MAX_PARSER_NODES);
  });
});
