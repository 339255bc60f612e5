// A fixed locale, so the server and the browser print the same text (spec "Sponsor table").
export function formatNtd(amount: number): string {
  return `NT$${Math.round(amount).toLocaleString("en-US")}`;
}
