// What the gallery slider and the photo picker share: the album list, then the caller's view of the photos.
import type { ReactNode } from "react";
import type { Album, SliderItem } from "../../api/fields.server.js";
import { AlbumList } from "./album-list.js";
import { useAlbumPhotos, type FetchAlbumPhotos } from "./use-album-photos.js";
import "./album-gallery.css";

export interface AlbumPhoto {
  src: string;
  title: string;
}

export interface ShownAlbum {
  /** Changes with the shown album, so its view starts again at the first photo. */
  key: string | number;
  title: string;
  items: AlbumPhoto[];
}

export interface AlbumShellProps {
  albums: readonly Album[];
  firstPhotos: readonly SliderItem[];
  fetchPhotos: FetchAlbumPhotos;
  /** Leave out photos without an address (the picker has no empty cell to show). */
  withImagesOnly?: boolean;
  children: (shown: ShownAlbum) => ReactNode;
}

export function AlbumShell({ albums, firstPhotos, fetchPhotos, withImagesOnly = false, children }: AlbumShellProps) {
  const {
    albums: sorted,
    selectedId,
    shownId,
    photos,
    loading,
    select,
  } = useAlbumPhotos(albums, firstPhotos, fetchPhotos);
  const shownAlbum = sorted.find((album) => album.id === shownId);
  const items = (withImagesOnly ? photos.filter((photo) => photo.image) : photos).map((photo) => ({
    src: photo.image,
    title: photo.title,
  }));
  if (sorted.length === 0 && items.length === 0) return null;
  return (
    <div className="album-gallery" aria-busy={loading}>
      <AlbumList albums={sorted} selectedId={selectedId} onSelect={select} />
      {children({ key: shownId ?? "photos", title: shownAlbum?.title || shownAlbum?.name || "", items })}
    </div>
  );
}
