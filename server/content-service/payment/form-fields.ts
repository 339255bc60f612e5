// Reads a urlencoded body as flat string fields; repeated or nested fields make the body invalid.
import type { FormFields } from "./check-mac-value.js";

export function formFields(body: unknown): FormFields | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const fields: FormFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== "string") return null;
    fields[key] = value;
  }
  return fields;
}
