// docs/content-api.md, getPage: /page picks by typeId (other values render nothing); /page2 is always type 2.

export type PageLayout = "type1" | "type2";

export function pageLayoutOf(route: "page" | "page2", typeId: number): PageLayout | null {
  if (route === "page2") return "type2";
  if (typeId === 1) return "type1";
  if (typeId === 2) return "type2";
  return null;
}
