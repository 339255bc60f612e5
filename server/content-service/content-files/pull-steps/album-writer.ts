// content:pull's albums: each written once, owned by the first page, charity or course that lists it.
import { albumContentResponse } from "../../../../shared/api/page.server.js";
import { PULLED } from "../pull-endpoints.js";
import type { PullRun } from "./pull-run.js";

interface AlbumHeader {
  id: number;
  image: string;
  order: number;
}

type Owner = { page: number } | { course: number } | { charity: number };

export class AlbumWriter {
  private readonly written = new Set<number>();

  constructor(private readonly run: PullRun) {}

  /**
   * A page's or course's albums. Its own slider is what it shows of its first album (lowest order):
   * written as that album's photos; the others are asked for.
   */
  async listed<H extends AlbumHeader>(
    owner: Owner,
    headers: readonly H[],
    firstAlbumPhotos: readonly { image: string; title: string }[],
  ): Promise<void> {
    const first = Math.min(...headers.map((header) => header.order));
    for (const header of headers) {
      if (!this.claim(header.id)) continue;
      const slider =
        header.order === first
          ? firstAlbumPhotos
          : ((await this.run.call(albumContentResponse, PULLED.albumContent, { albumId: header.id }))?.data.slider ??
            []);
      this.run.write(`albums/${header.id}`, {
        ...header,
        owner,
        image: await this.run.media(header.image),
        photos: await this.run.photos(slider),
      });
    }
  }

  /** A charity's albums, which come with their photos. */
  async withPhotos<H extends AlbumHeader & { contentList: { image: string; title: string }[] }>(
    owner: Owner,
    albums: readonly H[],
  ): Promise<void> {
    for (const album of albums) {
      if (!this.claim(album.id)) continue;
      const { contentList, ...header } = album;
      this.run.write(`albums/${album.id}`, {
        ...header,
        owner,
        image: await this.run.media(album.image),
        photos: await this.run.photos(contentList),
      });
    }
  }

  private claim(id: number): boolean {
    if (this.written.has(id)) return false;
    this.written.add(id);
    return true;
  }
}
