// Any other width is refused, so nobody can fill the variant cache (docs/images.md).

export const IMAGE_WIDTHS = [160, 320, 384, 480, 640, 750, 828, 1080, 1280, 1600, 1920] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_ENDPOINT = "/_img";

export function parseImageWidth(raw: unknown): ImageWidth | null {
  if (typeof raw !== "string" || !/^[1-9]\d{0,4}$/.test(raw)) return null;
  const value = Number(raw);
  return IMAGE_WIDTHS.find((w) => w === value) ?? null;
}
