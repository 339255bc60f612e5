// The two fixed donation purposes, in the one spelling a visitor reads everywhere: the form's targets,
// the bank-transfer accounts and the item name ECPay shows (the content service writes it). The spec's
// own text, ASCII parentheses included (docs/decisions/006-donation-purpose-spelling.md).
export const DONATION_PURPOSES = {
  normal: "一般捐款(不指定用途)",
  funeral: "喪葬專戶(不指定個案)",
} as const;
