// content:pull's media: /media/ addresses downloaded once into media/, each kept only when it is the photo or
// video it says it is; http(s) addresses kept. A refused address is reported and left out of the folder.
import fs from "node:fs";
import path from "node:path";
import { downloadPullMedia, PullStopped, SkippedAddress, type PullBudget } from "./pull-fetch.js";
import { PulledFileNames } from "./pull-file-names.js";
import { mediaContentRefusal, mediaTypeRefusal } from "./pull-media-type.js";
import { attributeAddresses, isRelativeMedia, replaceAddresses } from "./rich-text-media.js";

export class PulledMedia {
  private readonly names = new PulledFileNames();
  private readonly pulled = new Map<string, Promise<string>>();
  private saved = 0;

  constructor(
    private readonly base: string,
    private readonly out: string,
    private readonly budget: PullBudget,
    private readonly onSkipped: (address: string, reason: string) => void,
  ) {}

  /** Photos and videos written into the folder. */
  get count(): number {
    return this.saved;
  }

  /** The file's path in the folder, the address itself when on another site, "" when left out. */
  readonly file = (address: string): Promise<string> => {
    // Anything but http(s) is no picture the site would show (shared/lib/link-rules.ts).
    if (!address.startsWith("/media/")) return Promise.resolve(/^https?:\/\//i.test(address) ? address : "");
    // The fragment never reaches the upstream: one file for every spelling that differs only there.
    const requested = address.split("#")[0] ?? address;
    const known = this.pulled.get(requested);
    if (known !== undefined) return known;
    const pulling = this.download(requested);
    this.pulled.set(requested, pulling);
    return pulling;
  };

  private async download(address: string): Promise<string> {
    // Named before the download starts, so addresses asked at once never race for one name.
    const name = this.names.nameFor(address);
    if (name === null) {
      this.onSkipped(address, "names no file");
      return "";
    }
    const file = path.join(this.out, name);
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const type = await downloadPullMedia(this.budget, this.base + address, address, file, mediaTypeRefusal);
      const refusal = await mediaContentRefusal(file, type);
      if (refusal !== null) throw new SkippedAddress(refusal);
      this.saved += 1;
      return name;
    } catch (error) {
      // The name was this address's alone: nothing but its own partial download is removed.
      fs.rmSync(file, { force: true });
      if (error instanceof PullStopped) throw error;
      // One bad item (a refused answer, a file that cannot be written) is that item left out.
      this.onSkipped(address, error instanceof Error ? error.message : String(error));
      return "";
    }
  }
}

/** Named by their path in the folder, so it shows them without the old upstream. */
export async function pullRichText(html: string, base: string, media: (address: string) => Promise<string>) {
  const pulled = new Map<string, string>();
  for (const address of attributeAddresses(html)) {
    const local = address.startsWith(`${base}/media/`) ? address.slice(base.length) : address;
    if (!local.startsWith("/media/") || !isRelativeMedia(local.slice(1)) || pulled.has(address)) continue;
    const file = await media(local);
    if (file) pulled.set(address, file);
  }
  return replaceAddresses(html, (address) => pulled.get(address));
}
