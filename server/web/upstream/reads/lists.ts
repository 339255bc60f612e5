// The lists (getPageList per menu path, getFocusList, getHistoryList).
import { focusListResponse, historyListResponse, pageListResponse } from "../../../../shared/api/lists.server.js";
import type { EndpointReader } from "./endpoint-reader.js";

export function listReads(reader: EndpointReader) {
  const getPageList = reader.cached(
    String,
    async (menuPath: string) =>
      (await reader.post("/api/website/getPageList", { menuPath }, pageListResponse)).data.pageDataList,
  );
  const getFocusList = reader.cached(
    () => "focus",
    async () => (await reader.post("/api/website/getFocusList", {}, focusListResponse)).data.focusDataList,
  );
  const getHistoryList = reader.cached(
    () => "history",
    async () => (await reader.post("/api/website/getHistoryList", {}, historyListResponse)).data.historyList,
  );
  return (noStale: boolean) => ({
    getPageList: getPageList(noStale),
    getFocusList: getFocusList(noStale),
    getHistoryList: getHistoryList(noStale),
  });
}
