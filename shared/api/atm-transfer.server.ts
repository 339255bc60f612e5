// POST /api/website/getAtmTransfer (docs/content-api.md). Strict: the page tells a donor where to send money.
import { z } from "zod";
import { ORDER_NO_PATTERN } from "../lib/order-no.js";
import { textField } from "./fields.server.js";

const accountSchema = z.object({
  bankCode: z.string().regex(/^\d{3}$/),
  vAccount: z.string().regex(/^\d{5,16}$/),
  /** ISO 8601 with Taiwan's offset, e.g. 2026-11-29T23:59:59+08:00. */
  deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/),
});

export const atmTransferResponse = z.object({
  data: z.object({
    orderNo: z.string().regex(ORDER_NO_PATTERN),
    charityTitle: textField,
    itemName: textField,
    amount: z.number().int().positive(),
    status: z.enum(["pending", "paid", "failed", "expired"]),
    account: accountSchema.nullable(),
  }),
});

export type AtmTransfer = z.output<typeof atmTransferResponse>["data"];

export type AtmTransferLookup = { found: true; transfer: AtmTransfer } | { found: false };
