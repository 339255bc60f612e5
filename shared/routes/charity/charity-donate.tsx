// /charity4?id=&activityID= 我要捐款; the action is the no-JavaScript post.
import {
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { fetchSponsors, sendDonation, SPONSOR_PAGE_SIZE } from "../../api/browser-api.js";
import { donationValuesOf, emptyDonationValues, type DonationValues } from "../../lib/donation-form-data.js";
import { DONATION_PURPOSES } from "../../lib/donation-purposes.js";
import { checkDonationForm } from "../../lib/donation-rules.js";
import { ACTIVITY_ID, CHARITY_ID, paramOf } from "../../lib/query-params.js";
import { CharityHeading } from "../../ui/charity/charity-heading.js";
import { DonationArea } from "../../ui/donation/donation-area.js";
import { PaymentResult } from "../../ui/donation/payment-result.js";
import { pastLastSponsorPage, sponsorPageOf } from "../../ui/donation/sponsor-page-param.js";
import { SponsorTable } from "../../ui/donation/sponsor-table.js";
import { paths } from "../../lib/paths.js";
import { apiOf, gatewayOf } from "../route-context.js";
import { charityIdOf } from "./charity-id.js";
import { CharityHead } from "./charity-head.js";
import { useCharity } from "./charity-layout.js";
import { answerDonation } from "./donation-action.js";

export async function loader({ context, request }: LoaderFunctionArgs) {
  charityIdOf(request); // a missing or invalid ?id= redirects home
  const url = new URL(request.url);
  const activity = paramOf(ACTIVITY_ID, url);
  const activityId = activity.kind === "value" ? activity.value : null;
  const page = sponsorPageOf(url);
  const api = apiOf(context);
  const [found, list] = await Promise.all([
    activityId === null ? null : api.getCharityActivity(activityId),
    api.getSponsors(SPONSOR_PAGE_SIZE, page * SPONSOR_PAGE_SIZE),
  ]);
  const last = list && pastLastSponsorPage(url, page, list.Total, SPONSOR_PAGE_SIZE);
  if (last) throw redirect(last);
  return {
    paymentGatewayUrl: gatewayOf(context),
    // Only an activity that takes donations is offered as a target.
    activity: found?.isDonate ? { id: found.id, name: found.name } : null,
    sponsors: { page, list },
  };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const charityId = charityIdOf(request);
  const values = donationValuesOf(await request.formData(), "bankTransfer");
  return answerDonation(apiOf(context), values, checkDonationForm(values, charityId));
}

const FIXED_TARGETS = [
  { value: "normal", label: DONATION_PURPOSES.normal },
  { value: "funeral", label: DONATION_PURPOSES.funeral },
] as const;

function CharityDonatePage() {
  const { charityId, charity } = useCharity();
  const { activity, sponsors, paymentGatewayUrl } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const location = useLocation();
  const initial: DonationValues = emptyDonationValues("bankTransfer", activity ? String(activity.id) : "normal");
  const targets = activity ? [{ value: String(activity.id), label: activity.name }, ...FIXED_TARGETS] : FIXED_TARGETS;
  return (
    <main id="main" className="charity-main">
      <CharityHead section="我要捐款" params={[CHARITY_ID, ACTIVITY_ID]} />
      <CharityHeading title="我要捐款" english="Charity Donation" />
      <PaymentResult />
      <DonationArea
        // A new target (another activity) starts a fresh form.
        key={activity?.id ?? "general"}
        action={paths.charity4(charityId, activity?.id)}
        initial={initial}
        check={(values) => checkDonationForm(values, charityId)}
        posted={posted ?? null}
        send={sendDonation}
        gatewayUrl={paymentGatewayUrl}
        targets={targets}
        monthly={charity?.monthlyGiving ?? false}
      />
      <SponsorTable key={location.key} initial={sponsors} fetchPage={fetchSponsors} />
    </main>
  );
}

export { CharityDonatePage as Component };
