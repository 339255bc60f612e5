// An image request that cannot be answered: the status and a short message the <img> never shows
// (it shows its alt text), but a person opening the address does.

export class ImageError extends Error {
  constructor(
    readonly status: 400 | 404 | 422 | 502 | 503 | 504,
    message: string,
  ) {
    super(message);
    this.name = "ImageError";
  }
}

export const isImageError = (error: unknown): error is ImageError => error instanceof ImageError;

/**
 * A source whose bytes sniff as an image but that the decoder or encoder could not process: the endpoint
 * may answer its original bytes instead (docs/images.md), unlike a source refused by a guard.
 */
export class UnreadableImage extends ImageError {
  constructor(message: string) {
    super(422, message);
    this.name = "UnreadableImage";
  }
}
