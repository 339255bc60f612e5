// A data strategy for the static handler: an action may answer a whole document of its own (the
// no-JavaScript donation post answers the upstream's payment page). query() would turn a returned
// non-redirect Response into action data and render the route; only queryRoute() passes one
// through. Throwing the action's result makes query() hand that Response back as it is, which
// ssr-handler.ts then sends like a redirect.
import type { DataStrategyFunction, DataStrategyResult } from "react-router";

const REDIRECT = new Set([301, 302, 303, 307, 308]);

function isDocumentAnswer(result: DataStrategyResult): boolean {
  return result.type === "data" && result.result instanceof Response && !REDIRECT.has(result.result.status);
}

export const passActionResponses: DataStrategyFunction = async ({ request, matches }) => {
  const toLoad = matches.filter((match) => match.shouldLoad);
  const results = await Promise.all(toLoad.map((match) => match.resolve()));
  if (request.method !== "GET" && request.method !== "HEAD") {
    const answer = results.find(isDocumentAnswer);
    if (answer) throw answer;
  }
  return Object.fromEntries(
    toLoad.map((match, i) => [match.route.id, results[i] ?? { type: "data", result: undefined }]),
  );
};
