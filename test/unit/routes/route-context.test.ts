// Loaders get the server's ApiClient and gateway address from the route context; without it they fail
// loudly rather than render a page with no data. The public origin is optional: "" keeps links relative.
import { expect, test } from "vitest";
import { apiOf, gatewayOf, publicUrlOf } from "../../../shared/routes/route-context.js";
import { fakeApi, GATEWAY_URL } from "./route-args.js";

const api = fakeApi();
const context = { api, paymentGatewayUrl: GATEWAY_URL, publicUrl: "https://site.example" };

test("the server's context gives the ApiClient, the gateway and the public origin", () => {
  expect(apiOf(context)).toBe(api);
  expect(gatewayOf(context)).toBe(GATEWAY_URL);
  expect(publicUrlOf(context)).toBe("https://site.example");
});

test.each([
  ["no context", undefined],
  ["no ApiClient", { paymentGatewayUrl: GATEWAY_URL }],
  ["an api that is null", { api: null, paymentGatewayUrl: GATEWAY_URL }],
  ["no gateway", { api }],
])("%s: a loader that needs the server's context throws", (_, given) => {
  expect(() => apiOf(given)).toThrow("route loader ran without the server's ApiClient");
  expect(() => gatewayOf(given)).toThrow("route loader ran without the server's context");
});

test.each([undefined, {}, { publicUrl: 7 }])("without a public origin (%j) links stay relative", (given) => {
  expect(publicUrlOf(given)).toBe("");
});
