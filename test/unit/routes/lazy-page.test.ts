// A lazily loaded page names its module for the asset manifest and carries its serving in its handle;
// the module arrives with only its route properties.
import { expect, test } from "vitest";
import { isPageHandle, lazyPage } from "../../../shared/routes/lazy-page.js";

const Component = () => null;
const loader = () => null;

test("the handle names the module, with the serving only when there is one", () => {
  const load = async () => ({ Component });
  expect(lazyPage("corporate/about", load).handle).toEqual({ module: "corporate/about" });
  expect(lazyPage("charity/atm-transfer", load, { personal: true }).handle).toEqual({
    module: "charity/atm-transfer",
    serving: { personal: true },
  });
});

test("the loaded module gives only its route properties", async () => {
  const { lazy } = lazyPage("halls/halls-layout", async () => ({ Component, loader, ...{ useHalls: () => [] } }));
  expect(await lazy()).toEqual({ Component, loader });
});

test.each([
  [{ module: "corporate/home" }, true],
  [{ module: "corporate/home", serving: {} }, true],
  [{ module: 7 }, false],
  [{ serving: {} }, false],
  [null, false],
  ["corporate/home", false],
])("%j is a page handle: %s", (handle, expected) => {
  expect(isPageHandle(handle)).toBe(expected);
});
