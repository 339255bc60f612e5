// Album selection (spec section 4); a new album's photos keep the visitor's scroll position.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Album, SliderItem } from "../../api/fields.server.js";
import { sortAlbums } from "../../lib/gallery-rules.js";

export type FetchAlbumPhotos = (albumId: number, signal?: AbortSignal) => Promise<SliderItem[] | null>;

export interface AlbumPhotos {
  albums: Album[];
  selectedId: number | null;
  /** The album whose photos are in `photos` (lags `selectedId` while loading). */
  shownId: number | null;
  photos: readonly SliderItem[];
  loading: boolean;
  select: (albumId: number) => void;
}

export function useAlbumPhotos(
  albums: readonly Album[],
  firstPhotos: readonly SliderItem[],
  fetchPhotos: FetchAlbumPhotos,
): AlbumPhotos {
  const sorted = useMemo(() => sortAlbums(albums), [albums]);
  const firstId = sorted[0]?.id ?? null;
  const [selectedId, setSelectedId] = useState<number | null>(firstId);
  const [shown, setShown] = useState<{ id: number | null; photos: readonly SliderItem[] }>({
    id: firstId,
    photos: firstPhotos,
  });
  const [loading, setLoading] = useState(false);
  const request = useRef<AbortController | null>(null);
  const scrollToRestore = useRef<number | null>(null);

  const load = (albumId: number) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    void fetchPhotos(albumId, controller.signal).then((photos) => {
      if (controller.signal.aborted) return;
      setLoading(false);
      // A failure leaves the album empty (spec section 8); the error was logged by the fetcher.
      setShown({ id: albumId, photos: photos ?? [] });
    });
  };

  // The server sends the first album's photos with the page; fetch them only if it did not.
  useEffect(() => {
    if (firstId !== null && firstPhotos.length === 0) load(firstId);
    return () => request.current?.abort();
    // Once, for the albums the page arrived with (a page with other albums remounts this hook).
  }, []);

  // New photos change the page's height; put the visitor back where they were before the paint.
  useLayoutEffect(() => {
    if (scrollToRestore.current === null) return;
    window.scrollTo(0, scrollToRestore.current);
    scrollToRestore.current = null;
  }, [shown]);

  const select = (albumId: number) => {
    if (albumId === selectedId) return;
    scrollToRestore.current = window.scrollY;
    setSelectedId(albumId);
    load(albumId);
  };

  return { albums: sorted, selectedId, shownId: shown.id, photos: shown.photos, loading, select };
}
