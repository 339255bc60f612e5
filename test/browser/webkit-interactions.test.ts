// WebKit (the iPhone's engine) on a phone-wide window: the menu drawer at 390 px, a swipe on the home
// slider, the album lightbox, a page video playing muted and inline, and the slider's pause control.
import { beforeEach, expect, test } from "vitest";
import { HOME_SLIDE_DELAY_MS } from "../../shared/ui/home/home-slider.js";
import { pollUntil } from "./csp-watch.js";
import type { ElementRef } from "./webdriver-client.js";
import { byName, KEY, openRoute, pressKey, swipeLeft } from "./webkit-actions.js";
import { webKitSuite } from "./webkit-suite.js";
import { pageProblems, waitFor } from "./webkit-watch.js";

const suite = webKitSuite();
const driver = () => suite.driver();

beforeEach(async () => {
  await driver().setWindowSize(390, 844);
});

const ACTIVE_HOME_SLIDE = "document.querySelector('.home-slider .swiper-slide-active')?.getAttribute('aria-label')";
const activeHomeSlide = async () => String(await driver().execute(`return ${ACTIVE_HOME_SLIDE};`));

/** Resolves once the home slider has its swiper and is not moving. */
async function homeSliderAtRest(): Promise<void> {
  await waitFor(driver(), "document.querySelector('.home-slider .swiper-initialized')?.swiper?.animating === false");
}

test("WebKit at 390 px: the menu drawer opens 75 % wide, and a link in it navigates and closes it", async () => {
  expect(await driver().execute("return window.innerWidth;")).toBe(390);
  await openRoute(driver(), suite.url("/about"));
  await driver().click(await byName(driver(), "header button", "開啟選單"));
  await waitFor(driver(), "getComputedStyle(document.getElementById('menu-drawer')).transform === 'none'");
  expect(await driver().execute("return document.getElementById('menu-drawer').getBoundingClientRect().width;")).toBe(
    292.5,
  );
  const link = await driver().execute(
    "return [...document.querySelectorAll('#menu-drawer a[href^=\"/\"]')].find((a) => a.checkVisibility() && a.getAttribute('href') !== '/about')?.getAttribute('href');",
  );
  expect(typeof link).toBe("string");
  await driver().click(await driver().find(`#menu-drawer a[href=${JSON.stringify(link)}]`));
  await waitFor(driver(), `location.pathname + location.search === ${JSON.stringify(link)}`);
  await waitFor(
    driver(),
    "document.getElementById('menu-drawer')?.checkVisibility({ visibilityProperty: true }) !== true",
  );
  expect(await pageProblems(driver())).toEqual([]);
});

test("WebKit at 390 px: a swipe on the home slider moves it one slide", async () => {
  await openRoute(driver(), suite.url("/"));
  await homeSliderAtRest();
  const slider = await driver().find(".home-slider .swiper");
  // The pointer on the slider holds its autoplay, so only the swipe can move it.
  await driver().performActions([
    { type: "pointer", id: "finger", actions: [{ type: "pointerMove", origin: slider, x: 0, y: 0, duration: 0 }] },
  ]);
  await homeSliderAtRest();
  const before = await activeHomeSlide();
  const [shown = 0, count = 0] = before.split(" / ").map(Number);
  await swipeLeft(driver(), slider, 160);
  const next = `${(shown % count) + 1} / ${count}`;
  await waitFor(driver(), `${ACTIVE_HOME_SLIDE} === ${JSON.stringify(next)}`);
  expect(await pageProblems(driver())).toEqual([]);
});

test("WebKit: the album lightbox opens on a photo, moves with the arrow key and closes with Escape", async () => {
  await openRoute(driver(), suite.url("/page3?id=1"));
  await waitFor(driver(), "document.querySelector('.gallery__main .swiper-initialized')?.swiper?.animating === false");
  const opener = await driver().execute("return document.querySelector('.gallery__open')?.getAttribute('aria-label');");
  expect(String(opener)).toMatch(/^放大檢視：/);
  await driver().click(await byName(driver(), ".gallery__open", String(opener)));
  await waitFor(driver(), "document.querySelector('[role=dialog][aria-modal=true] .lightbox__counter') !== null");
  const counter = "document.querySelector('.lightbox__counter').textContent";
  const first = String(await driver().execute(`return ${counter};`));
  expect(first).toMatch(/^1 \/ \d+$/);
  expect(await driver().execute("return getComputedStyle(document.body).overflow;")).toBe("hidden");
  await pressKey(driver(), KEY.arrowRight);
  await waitFor(driver(), `${counter}.startsWith('2 / ')`);
  await pressKey(driver(), KEY.escape);
  await waitFor(driver(), "document.querySelector('[role=dialog]') === null");
  expect(await driver().execute("return document.body.style.overflow;")).toBe("");
  expect(await pageProblems(driver())).toEqual([]);
});

test("WebKit at 390 px: /page's video plays on its own, muted and inline, once it is in view", async () => {
  await openRoute(driver(), suite.url("/page?id=1"));
  await driver().execute("document.querySelector('main video').scrollIntoView({ block: 'center' });");
  await waitFor(
    driver(),
    "(() => { const v = document.querySelector('main video'); return !v.paused && v.currentTime > 0; })()",
  );
  const video = await driver().execute(
    "const v = document.querySelector('main video'); return { muted: v.muted, inline: v.playsInline, fullscreen: document.fullscreenElement !== null && document.fullscreenElement !== undefined };",
  );
  expect(video).toEqual({ muted: true, inline: true, fullscreen: false });
  expect(await pageProblems(driver())).toEqual([]);
});

/** Neither the pointer nor the focus on the slider: either alone would hold its autoplay. */
async function leaveSlider(): Promise<void> {
  await driver().execute("document.activeElement?.blur();");
  await driver().performActions([
    { type: "pointer", id: "mouse", actions: [{ type: "pointerMove", origin: "viewport", x: 5, y: 880, duration: 0 }] },
  ]);
}

/** Resolves once the home slider has moved on its own from the slide it shows now. */
async function homeSliderAdvances(): Promise<void> {
  await homeSliderAtRest();
  await waitFor(driver(), `${ACTIVE_HOME_SLIDE} !== ${JSON.stringify(await activeHomeSlide())}`);
}

/** Resolves once WebKit computes `name` as the element's accessible name. */
async function named(element: ElementRef, name: string): Promise<void> {
  await pollUntil(
    (expected) =>
      driver()
        .computedLabel(element)
        .then((label) => label === expected),
    name,
    25_000,
  );
}

test("WebKit: the slider's pause control 「暫停輪播」 stops the autoplay and becomes 「繼續輪播」", async () => {
  await driver().setWindowSize(1280, 900);
  await openRoute(driver(), suite.url("/"));
  await leaveSlider();
  // It moves on its own first, or stopping it would prove nothing.
  await homeSliderAdvances();
  const control = await byName(driver(), ".home-slider button", "暫停輪播");
  await driver().click(control);
  await named(control, "繼續輪播");
  await leaveSlider();
  await homeSliderAtRest();
  const held = await activeHomeSlide();
  await new Promise((resolve) => setTimeout(resolve, HOME_SLIDE_DELAY_MS * 2));
  expect(await activeHomeSlide()).toBe(held);
  // Pressed again, it plays again.
  await driver().click(control);
  await named(control, "暫停輪播");
  await leaveSlider();
  await homeSliderAdvances();
  expect(await pageProblems(driver())).toEqual([]);
});
