// Money display: NT$ with thousands separators (spec "Sponsor table"). A fixed locale, so the
// server and the browser print the same text.
export function formatNtd(amount: number): string {
  return `NT$${Math.round(amount).toLocaleString("en-US")}`;
}
