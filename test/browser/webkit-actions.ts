// What a visitor does in the WebKit suite, over classic WebDriver: open a route and wait for hydration,
// find a control by the accessible name WebKit computes, press a key, drag across a slider.
import type { ElementRef, WebDriverSession } from "./webdriver-client.js";
import { waitFor } from "./webkit-watch.js";

/** Loads the address and resolves once React has hydrated it (the client marks <html data-hydrated>). */
export async function openRoute(driver: WebDriverSession, url: string): Promise<void> {
  await driver.navigate(url);
  await waitFor(driver, "document.documentElement.hasAttribute('data-hydrated')");
}

/**
 * The first shown element matching `css` whose accessible name, as WebKit computes it, is
 * `name`: what a screen reader (VoiceOver on an iPhone) would announce, not a guess from attributes.
 */
export async function byName(driver: WebDriverSession, css: string, name: string): Promise<ElementRef> {
  // Only what is shown: WebKit computes no name for an element outside the layout (it answers an error).
  const found = await driver.execute(
    "return [...document.querySelectorAll(arguments[0])].filter((element) => element.checkVisibility());",
    css,
  );
  const candidates = Array.isArray(found) ? found : [];
  const names: string[] = [];
  for (const candidate of candidates) {
    const element = candidate as ElementRef;
    const label = await driver.computedLabel(element);
    if (label === name) return element;
    names.push(label);
  }
  throw new Error(`no ${css} named ${JSON.stringify(name)}; names seen: ${JSON.stringify(names)}`);
}

/** WebDriver's code points for the keys the suite presses. */
export const KEY = { escape: "\uE00C", arrowRight: "\uE014" } as const;

export async function pressKey(driver: WebDriverSession, key: string): Promise<void> {
  await driver.performActions([
    {
      type: "key",
      id: "keyboard",
      actions: [
        { type: "keyDown", value: key },
        { type: "keyUp", value: key },
      ],
    },
  ]);
}

/**
 * A finger's drag (a mouse's: swiper takes both) across the element's middle, right to left, in steps as
 * a real drag moves. `distance` should keep clear of controls at the element's edges.
 */
export async function swipeLeft(driver: WebDriverSession, element: ElementRef, distance: number): Promise<void> {
  const half = Math.round(distance / 2);
  const steps = [0.75, 0.5, 0.25, 0, -0.25, -0.5, -0.75, -1].map((share) => ({
    type: "pointerMove",
    origin: element,
    x: Math.round(half * share),
    y: 0,
    duration: 30,
  }));
  await driver.performActions([
    {
      type: "pointer",
      id: "finger",
      parameters: { pointerType: "mouse" },
      actions: [
        { type: "pointerMove", origin: element, x: half, y: 0, duration: 0 },
        { type: "pointerDown", button: 0 },
        ...steps,
        { type: "pointerUp", button: 0 },
      ],
    },
  ]);
}
