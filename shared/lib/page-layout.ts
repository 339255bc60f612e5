// Which layout a content page gets (docs/content-api.md, getPage): /page picks by
// typeId (1 or 2; any other typeId renders nothing), /page2 always uses the typeId 2 layout.

export type PageLayout = "type1" | "type2";

export function pageLayoutOf(route: "page" | "page2", typeId: number): PageLayout | null {
  if (route === "page2") return "type2";
  if (typeId === 1) return "type1";
  if (typeId === 2) return "type2";
  return null;
}
