// The menus' client link follows a plain left click in the page and leaves every other click
// (new tab, new window, download, middle button, a handler that prevented it) to the browser.
import { expect, test } from "vitest";
import { isPlainClick } from "../../../../shared/ui/layout/client-link.js";

const plain = { button: 0, defaultPrevented: false, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

test("a plain left click is followed in the page", () => {
  expect(isPlainClick(plain)).toBe(true);
});

test("modifier keys, other buttons and prevented clicks stay the browser's", () => {
  for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey", "defaultPrevented"] as const)
    expect(isPlainClick({ ...plain, [key]: true })).toBe(false);
  expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
});
