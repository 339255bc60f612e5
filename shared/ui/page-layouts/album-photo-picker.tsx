// The typeId 1 page's albums: the album list when there is more than one, and the selected album's
// photos as a list beside a preview pane that opens the lightbox.
//
// Props: albums (any order; sorted by the hook), firstPhotos (the first album's photos, sent with the
// page), fetchPhotos (loads another album's photos; the route passes browser-api fetchAlbumPhotos).
import type { Album, SliderItem } from "../../api/fields.js";
import { AlbumList } from "../album/album-list.js";
import { useAlbumPhotos, type FetchAlbumPhotos } from "../album/use-album-photos.js";
import { PhotoPicker } from "../photo-picker/photo-picker.js";
import "../album/album-gallery.css";

export interface AlbumPhotoPickerProps {
  albums: readonly Album[];
  firstPhotos: readonly SliderItem[];
  fetchPhotos: FetchAlbumPhotos;
}

export function AlbumPhotoPicker({ albums, firstPhotos, fetchPhotos }: AlbumPhotoPickerProps) {
  const {
    albums: sorted,
    selectedId,
    shownId,
    photos,
    loading,
    select,
  } = useAlbumPhotos(albums, firstPhotos, fetchPhotos);
  const shownAlbum = sorted.find((album) => album.id === shownId);
  const items = photos.filter((photo) => photo.image).map((photo) => ({ src: photo.image, title: photo.title }));
  if (sorted.length === 0 && items.length === 0) return null;
  return (
    <div className="album-gallery" aria-busy={loading}>
      <AlbumList albums={sorted} selectedId={selectedId} onSelect={select} />
      {/* key: another album's photos start at their first photo. */}
      <PhotoPicker
        key={shownId ?? "photos"}
        items={items}
        label={`${shownAlbum?.title || shownAlbum?.name || "活動照片"}清單`}
        listStyle="thumbs"
        lightbox
      />
    </div>
  );
}
