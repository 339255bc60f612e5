import type { Album, SliderItem } from "../../api/fields.server.js";
import { AlbumShell } from "../album/album-shell.js";
import type { FetchAlbumPhotos } from "../album/use-album-photos.js";
import { PhotoPicker } from "../photo-picker/photo-picker.js";

export interface AlbumPhotoPickerProps {
  albums: readonly Album[];
  firstPhotos: readonly SliderItem[];
  fetchPhotos: FetchAlbumPhotos;
}

export function AlbumPhotoPicker({ albums, firstPhotos, fetchPhotos }: AlbumPhotoPickerProps) {
  return (
    <AlbumShell albums={albums} firstPhotos={firstPhotos} fetchPhotos={fetchPhotos} withImagesOnly>
      {(shown) => (
        // key: another album's photos start at their first photo.
        <PhotoPicker
          key={shown.key}
          items={shown.items}
          label={`${shown.title || "活動照片"}清單`}
          listStyle="thumbs"
          lightbox
        />
      )}
    </AlbumShell>
  );
}
