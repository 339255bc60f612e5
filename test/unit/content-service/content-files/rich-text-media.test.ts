import { describe, expect, it } from "vitest";
import {
  attributeAddresses,
  isRelativeMedia,
  replaceAddresses,
} from "../../../../server/content-service/content-files/rich-text-media.js";

const html = `<p><img alt="a" src="photos/a.jpg"><a HREF='https://example.org/x'>x</a>
<video poster = "cover.png" src="/media/clip.mp4"></video><span data-src="no.jpg"></span></p>`;

describe("attributeAddresses", () => {
  it("finds src, href and poster in either quote and any case, in order, and no other attribute", () => {
    expect(attributeAddresses(html)).toEqual(["photos/a.jpg", "https://example.org/x", "cover.png", "/media/clip.mp4"]);
  });
});

describe("replaceAddresses", () => {
  it("replaces what the function answers and keeps the rest, quotes and spacing included", () => {
    const replaced = replaceAddresses(html, (address) =>
      isRelativeMedia(address) ? `/media/${address.replaceAll("/", "-")}` : undefined,
    );
    expect(replaced).toContain(`src="/media/photos-a.jpg"`);
    expect(replaced).toContain(`poster = "/media/cover.png"`);
    expect(replaced).toContain(`HREF='https://example.org/x'`);
    expect(replaced).toContain(`data-src="no.jpg"`);
  });
});

describe("isRelativeMedia", () => {
  it("is a relative path to a photo or video, whatever its query or fragment", () => {
    for (const address of ["a.jpg", "photos/b.JPEG", "../c.png", "clip.mp4?v=2", "d.webp#top"])
      expect(isRelativeMedia(address), address).toBe(true);
  });

  it("is not an address with a scheme, from the root, a fragment or query alone, or another file type", () => {
    for (const address of ["https://x.org/a.jpg", "data:image/png;base64,AA", "/media/a.jpg", "#a.jpg", "?a.jpg"])
      expect(isRelativeMedia(address), address).toBe(false);
    for (const address of ["\\\\host\\a.jpg", "notes.pdf", "page.html", "photo"])
      expect(isRelativeMedia(address), address).toBe(false);
  });
});
