// One pull's tools for its steps: the contract's calls, the folder's writer and the media it downloads.
import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import type { z } from "zod";
import type { PullEndpoint } from "../pull-endpoints.js";
import { type PullBudget, pullJsonCaller } from "../pull-fetch.js";
import { PulledMedia, pullRichText } from "../pull-media.js";

export interface PullRun {
  /** The answer parsed by `schema`, or null when the upstream has no such record or it was skipped. */
  call<T extends z.ZodType>(schema: T, endpoint: PullEndpoint, body?: object): Promise<z.output<T> | null>;
  /** `value` as `<file>.yaml` in the folder. */
  write(file: string, value: unknown): void;
  /** The folder's address of an upstream photo or video. */
  media(address: string): Promise<string>;
  /** Rich text with its photos and videos the folder's own. */
  rich(html: string): Promise<string>;
  photos<T extends { image: string }>(list: readonly T[]): Promise<T[]>;
}

export function createPullRun(
  budget: PullBudget,
  base: string,
  out: string,
  skip: (address: string, reason: string) => void,
): { run: PullRun; files: () => number; media: () => number } {
  let files = 0;
  const call = pullJsonCaller(budget, base, skip);
  const pulledMedia = new PulledMedia(base, out, budget, skip);
  const media = pulledMedia.file;
  const run: PullRun = {
    call: (schema, endpoint, body = {}) => {
      const [method = "", address = ""] = endpoint.split(" ");
      return method === "GET" ? call(schema, address) : call(schema, address, body);
    },
    write: (file, value) => {
      const target = path.join(out, `${file}.yaml`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, stringify(value, { lineWidth: 0 }));
      files += 1;
    },
    media,
    rich: (html) => pullRichText(html, base, media),
    photos: (list) => Promise.all(list.map(async (item) => ({ ...item, image: await media(item.image) }))),
  };
  return { run, files: () => files, media: () => pulledMedia.count };
}
