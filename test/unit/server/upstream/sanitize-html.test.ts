import { expect, test } from "vitest";
import { sanitizeHtml } from "../../../../server/web/upstream/sanitize-html.js";

test("scripts, handlers, styles and frames are removed", () => {
  const out = sanitizeHtml(
    '<p style="color:red" onclick="x()">文字<script>alert(1)</script></p><img src="/a.jpg" onerror="alert(1)"><iframe src="https://e.org"></iframe><style>p{}</style>',
  );
  expect(out).not.toMatch(/script|onclick|onerror|style|iframe/i);
  expect(out).toContain("文字");
  expect(out).toContain('<img alt="" src="/a.jpg" loading="lazy" decoding="async" />');
});

test("javascript:, data: and protocol-relative links lose their href", () => {
  for (const href of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "//evil.example/x"]) {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
  }
  expect(sanitizeHtml('<img src="//evil.example/a.png">')).toBe('<img alt="" loading="lazy" decoding="async" />');
});

test("http(s), site-relative, mailto and tel links stay", () => {
  expect(sanitizeHtml('<a href="https://example.org">x</a>')).toBe('<a href="https://example.org">x</a>');
  expect(sanitizeHtml('<a href="/about">x</a>')).toBe('<a href="/about">x</a>');
  expect(sanitizeHtml('<a href="tel:0422222222">x</a>')).toBe('<a href="tel:0422222222">x</a>');
});

test("a new-tab link gets rel=noopener noreferrer, whatever rel it had", () => {
  expect(sanitizeHtml('<a href="https://e.org" target="_blank" rel="opener">x</a>')).toBe(
    '<a href="https://e.org" target="_blank" rel="noopener noreferrer">x</a>',
  );
  expect(sanitizeHtml('<a href="/a" target="_top">x</a>')).toBe('<a href="/a">x</a>');
});

test("structure and tables survive", () => {
  const html = '<h2>標題</h2><ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
  expect(sanitizeHtml(html)).toBe(html);
});

test("page-relative addresses are dropped: they would point somewhere else on every route", () => {
  expect(sanitizeHtml('<img src="x.jpg">')).toBe('<img alt="" loading="lazy" decoding="async" />');
  expect(sanitizeHtml('<a href="../secret">x</a>')).toBe("<a>x</a>");
  expect(sanitizeHtml('<a href="#top">x</a>')).toBe('<a href="#top">x</a>');
  expect(sanitizeHtml('<img src="/media/a.svg">')).toBe(
    '<img alt="" src="/media/a.svg" loading="lazy" decoding="async" />',
  );
});

test('an image keeps its alt text, and one without gets alt=""', () => {
  expect(sanitizeHtml('<img src="/a.svg" alt="佛堂外觀">')).toBe(
    '<img alt="佛堂外觀" src="/a.svg" loading="lazy" decoding="async" />',
  );
  expect(sanitizeHtml('<img src="/a.svg">')).toBe('<img alt="" src="/a.svg" loading="lazy" decoding="async" />');
});
