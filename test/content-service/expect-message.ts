import type request from "supertest";
import { expect } from "vitest";

const CHINESE = /[\u4e00-\u9fff]/;

/** A JSON answer of the status with a Traditional Chinese message. */
export function expectMessage(response: request.Response, status: number): void {
  expect(response.status).toBe(status);
  expect(response.type).toBe("application/json");
  const body: unknown = response.body;
  expect(body).toMatchObject({ message: expect.stringMatching(CHINESE) as unknown });
}
