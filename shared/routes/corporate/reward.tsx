// /reward 榮譽獎項: three award records with photos and date captions (static).
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import { RewardList } from "../../ui/reward/reward-list.js";
import { REWARD_RECORDS } from "../../ui/reward/reward-records.js";

function RewardPage() {
  return (
    <main id="main" className="page-container corporate-page">
      <title>榮譽獎項</title>
      <PageTitle title="榮譽獎項" english="Awards" />
      <RewardList records={REWARD_RECORDS} />
    </main>
  );
}

export const rewardRoute = { Component: RewardPage };
