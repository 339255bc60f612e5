// A slower earlier request never overwrites a later one.
import { useEffect, useRef, useState } from "react";
import type { SponsorPage } from "../../api/sponsor.server.js";

export interface SponsorView {
  /** 0-based. */
  page: number;
  /** null when the list could not be loaded. */
  list: SponsorPage | null;
}

export type FetchSponsorPage = (page: number, signal: AbortSignal) => Promise<SponsorPage | null>;

export function useSponsorPages(initial: SponsorView, fetchPage: FetchSponsorPage) {
  const [view, setView] = useState(initial);
  const [loading, setLoading] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const goTo = (page: number) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setLoading(true);
    void fetchPage(page, controller.signal).then((list) => {
      if (controller.signal.aborted) return;
      setLoading(false);
      // A failed page leaves the current one in place (the failure is logged).
      if (list) setView({ page, list });
    });
  };

  return { ...view, loading, goTo };
}
