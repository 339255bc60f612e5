// The payment settings the app runs with: the configured ones with the callback address resolved.
import type { PaymentConfig } from "../config.js";

export type ResolvedPaymentConfig = Omit<PaymentConfig, "returnUrl"> & { returnUrl: string };

export type PaymentMethod = "Credit" | "ATM";
