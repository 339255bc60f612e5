// An image request that cannot be answered: the status and a short message the <img> never shows
// (it shows its alt text), but a person opening the address does.
import { notFoundMessage } from "../http/not-found.js";

export class ImageError extends Error {
  constructor(
    readonly status: 400 | 404 | 422 | 502 | 503 | 504,
    message: string,
  ) {
    super(message);
    this.name = "ImageError";
  }
}

export const imageNotFound = (): ImageError => new ImageError(404, notFoundMessage("image"));

export const isImageError = (error: unknown): error is ImageError => error instanceof ImageError;

/** Sniffs as an image but the codec failed: its original may be answered instead (docs/images.md). */
export class UnreadableImage extends ImageError {
  constructor(message: string) {
    super(422, message);
    this.name = "UnreadableImage";
  }
}
