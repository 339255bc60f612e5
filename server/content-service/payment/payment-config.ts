// The payment settings the app runs with: the configured ones with the callback address resolved.
import type { PaymentConfig } from "../config.js";

export type ResolvedPaymentConfig = Omit<PaymentConfig, "returnUrl"> & { returnUrl: string };

// The payment gateway's ChoosePayment values, not the site's own PaymentMethod ("creditCard" | "bankTransfer").
export type EcpayChoosePayment = "Credit" | "ATM";
