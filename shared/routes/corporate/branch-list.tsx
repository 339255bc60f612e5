// /branchList 據點介紹: only the main office links to its own page.
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import { BranchList } from "../../ui/branches/branch-list.js";
import { BRANCHES } from "../../ui/branches/branch-data.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";

function BranchListPage() {
  return (
    <main id="main" className="page-container corporate-page">
      <PageHead
        title="據點介紹"
        area={CORPORATE_AREA}
        description={[
          "恆岳集團北、中、南三地服務據點的地址、電話與交通資訊，歡迎預約到府或到點諮詢家族資產規劃、保險保障、信託與稅務等專業服務。",
        ]}
      />
      <PageTitle title="據點介紹" english="Our Offices" lead="北、中、南三地服務據點，歡迎預約到府或到點諮詢。" />
      <BranchList branches={BRANCHES} />
    </main>
  );
}

export { BranchListPage as Component };
