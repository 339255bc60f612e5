// The spec's own spelling, ASCII parentheses included (docs/decisions/006-donation-purpose-spelling.md).
export const DONATION_PURPOSES = {
  normal: "一般捐款(不指定用途)",
  funeral: "喪葬專戶(不指定個案)",
} as const;
