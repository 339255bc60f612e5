// /reward 榮譽獎項 (static).
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import { RewardList } from "../../ui/reward/reward-list.js";
import { REWARD_RECORDS } from "../../ui/reward/reward-records.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";

function RewardPage() {
  return (
    <main id="main" className="page-container corporate-page">
      <PageHead
        title="榮譽獎項"
        area={CORPORATE_AREA}
        description={[
          "恆岳集團與顧問團隊歷年獲得的榮譽獎項與得獎紀錄，肯定我們在財富管理、保險服務與公益參與上的專業與用心，感謝每一位客戶與夥伴的支持。",
        ]}
      />
      <PageTitle title="榮譽獎項" english="Awards" />
      <RewardList records={REWARD_RECORDS} />
    </main>
  );
}

export { RewardPage as Component };
