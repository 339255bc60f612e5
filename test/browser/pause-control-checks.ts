// The pause control of a self-advancing slider (shared/ui/slider/pause-control.tsx), checked the same
// way in Chromium (pause-control.test.ts) and Firefox (pause-control-firefox.test.ts): reached with the
// keyboard, named 「暫停輪播」 while playing and 「繼續輪播」 once pressed, and the slider stays put until
// it is pressed again, whatever hover and focus do meanwhile.
import { expect } from "vitest";

/** A page from either driver, as these checks need it. */
export interface KeyboardPage {
  goto(url: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page; its value must be JSON. */
  evaluate(expression: string): Promise<unknown>;
  /** Resolves once the expression is truthy in the page. */
  waitFor(expression: string): Promise<void>;
  /** Presses a key (a name such as "Tab" or "Enter") in the focused element. */
  press(key: "Tab" | "Enter"): Promise<void>;
}

export const PLAYING_NAME = "暫停輪播";
export const STOPPED_NAME = "繼續輪播";

const q = (selector: string) => `document.querySelector(${JSON.stringify(selector)})`;
const activeSlideExpression = (slider: string) => `${q(`${slider} .swiper-slide-active`)}?.getAttribute("aria-label")`;
const buttonName = (slider: string) => `${q(`${slider} .slider__pause`)}?.getAttribute("aria-label")`;

async function activeSlide(page: KeyboardPage, slider: string): Promise<string> {
  return String(await page.evaluate(activeSlideExpression(slider)));
}

/** Tabs from the top of the page until the slider's pause control has focus (keyboard reachable). */
async function tabToPauseControl(page: KeyboardPage, slider: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.press("Tab");
    if (await page.evaluate(`document.activeElement === ${q(`${slider} .slider__pause`)}`)) return;
  }
  throw new Error(`no Tab stop reached ${slider} .slider__pause`);
}

/**
 * Opens `url`, stops `slider` with its pause control from the keyboard, checks that nothing moves for
 * longer than an autoplay period with focus and pointer elsewhere, then starts it again and sees it move.
 */
export async function pauseControlStopsAndResumes(
  page: KeyboardPage,
  url: string,
  slider: string,
  autoplayMs: number,
  waitBudgetMs: number,
): Promise<void> {
  await page.goto(url);
  await page.waitFor(
    `document.documentElement.hasAttribute("data-hydrated") && ${q(`${slider} .swiper-initialized`)} !== null`,
  );
  expect(await page.evaluate(buttonName(slider))).toBe(PLAYING_NAME);
  expect(await page.evaluate(`${q(`${slider} .slider__pause`)}?.getAttribute("type")`)).toBe("button");

  await tabToPauseControl(page, slider);
  await page.press("Enter");
  await page.waitFor(`${buttonName(slider)} === ${JSON.stringify(STOPPED_NAME)}`);
  // Focus leaves the slider: a focus pause would end here, the visitor's stop must not.
  await page.evaluate("document.activeElement instanceof HTMLElement ? (document.activeElement.blur(), true) : true");
  await page.waitFor(`!${q(slider)}.contains(document.activeElement)`);
  const held = await activeSlide(page, slider);
  // Longer than one autoplay period: this checks that something does not happen, so it waits on time.
  await new Promise((resolve) => setTimeout(resolve, autoplayMs + 1500));
  expect(await activeSlide(page, slider)).toBe(held);

  // Pressed again (focus stays on it): autoplay resumes.
  await page.evaluate(`(${q(`${slider} .slider__pause`)}.focus(), true)`);
  await page.press("Enter");
  await page.waitFor(`${buttonName(slider)} === ${JSON.stringify(PLAYING_NAME)}`);
  const deadline = Date.now() + autoplayMs + waitBudgetMs;
  while ((await activeSlide(page, slider)) === held) {
    if (Date.now() > deadline) throw new Error(`${slider} did not move after its pause control was pressed again`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
