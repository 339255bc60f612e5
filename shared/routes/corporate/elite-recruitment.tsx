// /eliteRecruitment 菁英招募 (static).
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";
import { FeatureFigure } from "../../ui/corporate-page/feature-figure.js";

function EliteRecruitmentPage() {
  return (
    <main id="main" className="page-container corporate-page">
      <PageHead
        title="菁英招募"
        area={CORPORATE_AREA}
        description={[
          "菁英招募中：恆岳集團誠摯邀請對財富管理充滿熱忱的您加入團隊，提供完整培訓、專業顧問陪伴與多元發展舞台，一起為家庭與企業提供長期的資產規劃服務。",
        ]}
      />
      <PageTitle title="菁英招募" english="Join Us" />
      <FeatureFigure file="site-elite.webp" alt="恆岳團隊招募理財菁英" />
      <p className="feature-line">菁英招募中：誠摯邀請對財富管理充滿熱忱的您，加入恆岳團隊！</p>
    </main>
  );
}

export { EliteRecruitmentPage as Component };
