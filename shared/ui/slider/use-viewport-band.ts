// The viewport's width band (slides-per-view.ts), known only after hydration: the server cannot
// know the width, so it renders CSS-sized slides and this decides swiper's mode in the browser.
import { useEffect, useState } from "react";
import { BAND_MAX_WIDTH, type Band } from "../../lib/slides-per-view.js";

const NARROWEST_FIRST = ["375", "766", "991", "1350"] as const;

function currentBand(queries: readonly { band: Band; list: MediaQueryList }[]): Band {
  return queries.find((q) => q.list.matches)?.band ?? "base";
}

/** null during the server render and the hydration pass; then the band, updated as the window resizes. */
export function useViewportBand(): Band | null {
  const [band, setBand] = useState<Band | null>(null);
  useEffect(() => {
    // The same max-width queries as slider.css, so script and styles never disagree at a boundary.
    const queries = NARROWEST_FIRST.map((b) => ({
      band: b,
      list: window.matchMedia(`(max-width: ${BAND_MAX_WIDTH[b]}px)`),
    }));
    const update = () => setBand(currentBand(queries));
    update();
    for (const q of queries) q.list.addEventListener("change", update);
    return () => {
      for (const q of queries) q.list.removeEventListener("change", update);
    };
  }, []);
  return band;
}
