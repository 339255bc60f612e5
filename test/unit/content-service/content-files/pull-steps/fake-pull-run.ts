// A PullRun for the steps' unit tests: answers from a function, writes kept in memory, media and rich text
// marked so a test sees which fields went through them.
import type { PullRun } from "../../../../../server/content-service/content-files/pull-steps/pull-run.js";

export function fakePullRun(answer: (endpoint: string, body: object) => unknown) {
  const asked: string[] = [];
  const written = new Map<string, unknown>();
  const media = (address: string) => Promise.resolve(`pulled:${address}`);
  const run: PullRun = {
    call: (schema, endpoint, body = {}) => {
      asked.push(`${endpoint} ${JSON.stringify(body)}`);
      const given = answer(endpoint, body);
      return Promise.resolve(given === undefined ? null : schema.parse(given));
    },
    write: (file, value) => written.set(file, value),
    media,
    rich: (html) => Promise.resolve(`rich:${html}`),
    photos: (list) => Promise.all(list.map(async (item) => ({ ...item, image: await media(item.image) }))),
  };
  return { run, asked, written };
}

/** Answers every endpoint with the same record, whatever the body. */
export const byEndpoint = (answers: Record<string, unknown>) => (endpoint: string) => answers[endpoint];
