// One donor's ATM transfer details (getAtmTransfer): never cached, never shared.
import { atmTransferResponse, type AtmTransferLookup } from "../../../../shared/api/atm-transfer.server.js";
import { upstreamSaysMissing } from "../../http/not-found.js";
import { UpstreamError } from "../fetch-json.js";
import type { EndpointReader } from "./endpoint-reader.js";

export function atmTransferReads(reader: EndpointReader) {
  // An unknown number (404 or 410) is an answer, not a failure.
  const getAtmTransfer = async (orderNo: string): Promise<AtmTransferLookup> => {
    try {
      const { data } = await reader.post("/api/website/getAtmTransfer", { orderNo }, atmTransferResponse);
      return { found: true, transfer: data };
    } catch (error) {
      if (error instanceof UpstreamError && upstreamSaysMissing(error.status)) return { found: false };
      throw error;
    }
  };
  return () => ({ getAtmTransfer });
}
