// Reads typed fields from untrusted request bodies and queries, throwing a 400 with a Chinese message.
import type { Request } from "express";
import { MESSAGES, badRequest } from "./http-error.js";

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A missing body (no JSON content type) or an array is a 400. */
export function jsonBody(req: Request): JsonObject {
  const body: unknown = req.body;
  if (!isJsonObject(body)) throw badRequest(MESSAGES.bodyNotObject);
  return body;
}

/** A JSON number or a string of digits. */
export function positiveId(value: unknown, field = "id"): number {
  if (value === undefined || value === null || value === "") throw badRequest(MESSAGES.idRequired(field));
  const id =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\d{1,15}$/.test(value.trim())
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest(MESSAGES.idInvalid);
  return id;
}

export function requiredText(value: unknown, field: string, maxLength = 200): string {
  if (value === undefined || value === null || value === "") throw badRequest(MESSAGES.textRequired(field));
  if (typeof value !== "string" || value.trim() === "" || value.length > maxLength)
    throw badRequest(MESSAGES.textInvalid(field));
  return value.trim();
}

export function queryInteger(
  req: Request,
  name: string,
  range: { min: number; max: number; fallback: number },
  message: string,
): number {
  const raw: unknown = req.query[name];
  if (raw === undefined || raw === "") return range.fallback;
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) throw badRequest(message);
  const value = Number(raw);
  if (value < range.min || value > range.max) throw badRequest(message);
  return value;
}
