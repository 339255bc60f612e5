// /donation/atm?order_no= ATM 轉帳資訊: one donor's page, never stored; why the order number is key enough:
// docs/donations.md ("Bank transfer by ATM").
import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { AtmTransfer } from "../../api/atm-transfer.server.js";
import { ORDER_NO_PATTERN } from "../../lib/order-no.js";
import { CORPORATE_AREA, charityArea } from "../../lib/seo-site.js";
import { AtmTransferDetails, AtmTransferMissing } from "../../ui/atm/atm-transfer-details.js";
import { CHARITY_CONTACT } from "../../lib/charity-contact.js";
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import { PageHead } from "../../ui/head/page-head.js";
import { apiOf } from "../route-context.js";

export const ORDER_NO_PARAM = "order_no";

type AtmPageData = { kind: "found"; transfer: AtmTransfer } | { kind: "unknown" } | { kind: "unavailable" };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const orderNo = new URL(request.url).searchParams.get(ORDER_NO_PARAM) ?? "";
  // A malformed number never reaches the upstream: the same answer as an unknown one.
  if (!ORDER_NO_PATTERN.test(orderNo)) return data<AtmPageData>({ kind: "unknown" }, { status: 404 });
  const lookup = await apiOf(context).getAtmTransfer(orderNo);
  if (!lookup) return data<AtmPageData>({ kind: "unavailable" }, { status: 503 });
  if (!lookup.found) return data<AtmPageData>({ kind: "unknown" }, { status: 404 });
  return data<AtmPageData>({ kind: "found", transfer: lookup.transfer });
}

function AtmTransferPage() {
  const page = useLoaderData<typeof loader>();
  const area = page.kind === "found" ? charityArea(page.transfer.charityTitle, CHARITY_CONTACT.name) : CORPORATE_AREA;
  return (
    <main id="main" className="page-container corporate-page">
      <PageHead title="ATM 轉帳資訊" area={area} noindex />
      <PageTitle title="ATM 轉帳資訊" english="Bank Transfer" />
      {page.kind === "found" ? (
        <AtmTransferDetails transfer={page.transfer} />
      ) : (
        <AtmTransferMissing reason={page.kind} />
      )}
    </main>
  );
}

export { AtmTransferPage as Component };
