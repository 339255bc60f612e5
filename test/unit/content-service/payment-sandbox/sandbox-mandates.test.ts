// The sandbox gateway's mandates: a card that keeps declining is given up after MAX_DECLINES_IN_A_ROW
// months in a row, so a mandate's log (and the memory behind it) stays bounded however often someone
// posts a declined month; a paid month starts the count again.
import { expect, test } from "vitest";
import {
  MAX_DECLINES_IN_A_ROW,
  sandboxMandates,
} from "../../../../server/content-service/payment-sandbox/sandbox-mandates.js";

test("declines in a row end a mandate; a paid month between them starts the count again", () => {
  const mandates = sandboxMandates();
  mandates.started("D1", 500, 99);
  for (let i = 1; i < MAX_DECLINES_IN_A_ROW; i++) expect(mandates.charge("D1", false)?.mandate.status).toBe("running");
  expect(mandates.charge("D1", true)?.mandate.successes).toBe(2);
  for (let i = 1; i < MAX_DECLINES_IN_A_ROW; i++) mandates.charge("D1", false);
  expect(mandates.charge("D1", false)?.mandate.status).toBe("cancelled");
  expect(mandates.charge("D1", false)).toBeNull();
  expect(mandates.find("D1")?.log).toHaveLength(1 + 2 * MAX_DECLINES_IN_A_ROW);
});

test("a charge reports the mandate as this month left it, whatever later months do", () => {
  const mandates = sandboxMandates();
  mandates.started("D2", 500, 3);
  const second = mandates.charge("D2", true);
  mandates.charge("D2", true);
  expect(second?.mandate).toMatchObject({ successes: 2, status: "running" });
  expect(mandates.find("D2")).toMatchObject({ successes: 3, status: "completed" });
});
