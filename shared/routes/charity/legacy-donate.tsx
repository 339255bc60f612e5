// /charity?path= the older standalone donation page (charity id fixed at 1 by the legacy contract).
import {
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { fetchSponsors, sendDonation, SPONSOR_PAGE_SIZE } from "../../api/browser-api.js";
import { donationValuesOf, emptyDonationValues } from "../../lib/donation-form-data.js";
import { checkLegacyDonation } from "../../lib/donation-rules.js";
import { DONATION_PAGE_PATH, paramOf } from "../../lib/query-params.js";
import { RichText } from "../../ui/content/rich-text.js";
import { DonationArea } from "../../ui/donation/donation-area.js";
import { PaymentResult } from "../../ui/donation/payment-result.js";
import { pastLastSponsorPage, sponsorPageOf } from "../../ui/donation/sponsor-page-param.js";
import { SponsorTable } from "../../ui/donation/sponsor-table.js";
import { apiOf, gatewayOf } from "../route-context.js";
import { answerDonation } from "./donation-action.js";
import { CHARITY_CONTACT } from "../../lib/charity-contact.js";
import { PageHead } from "../../ui/head/page-head.js";
import { charityArea } from "../../lib/seo-site.js";
import "../../ui/charity/charity.css";
import "../../ui/charity/legacy-donate.css";

/** Without a path: redirect to / (docs/content-api.md). */
function pagePathOf(request: Request): string {
  const path = paramOf(DONATION_PAGE_PATH, new URL(request.url));
  if (path.kind !== "value") throw redirect("/");
  return path.value;
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  const pagePath = pagePathOf(request);
  const url = new URL(request.url);
  const page = sponsorPageOf(url);
  const api = apiOf(context);
  const [content, list] = await Promise.all([
    api.getPageByPath(pagePath),
    api.getSponsors(SPONSOR_PAGE_SIZE, page * SPONSOR_PAGE_SIZE),
  ]);
  const last = list && pastLastSponsorPage(url, page, list.Total, SPONSOR_PAGE_SIZE);
  if (last) throw redirect(last);
  return { pagePath, content, sponsors: { page, list }, paymentGatewayUrl: gatewayOf(context) };
}

export async function action({ context, request }: ActionFunctionArgs) {
  pagePathOf(request);
  const values = donationValuesOf(await request.formData(), "creditCard");
  return answerDonation(apiOf(context), values, checkLegacyDonation(values));
}

const QUICK_AMOUNTS = [300, 600, 800] as const;
const INITIAL = emptyDonationValues("creditCard");

function LegacyDonatePage() {
  const { pagePath, content, sponsors, paymentGatewayUrl } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const location = useLocation();
  return (
    <main id="main" className="charity charity-main legacy-donate">
      <PageHead
        title={content?.title || "線上捐款"}
        area={charityArea("", CHARITY_CONTACT.name)}
        description={[content?.content]}
        params={[DONATION_PAGE_PATH]}
      />
      <PaymentResult />
      <div className="legacy-donate__columns">
        <article className="legacy-donate__page">
          <h1 className="charity-title">{content?.title || "線上捐款"}</h1>
          {content && <RichText className="charity-content" html={content.content} />}
        </article>
        <DonationArea
          action={`/charity?path=${encodeURIComponent(pagePath)}`}
          initial={INITIAL}
          check={checkLegacyDonation}
          posted={posted ?? null}
          send={sendDonation}
          gatewayUrl={paymentGatewayUrl}
          quickAmounts={QUICK_AMOUNTS}
        />
      </div>
      <SponsorTable key={location.key} initial={sponsors} fetchPage={fetchSponsors} />
    </main>
  );
}

export { LegacyDonatePage as Component };
