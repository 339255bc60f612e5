// /alpha: static, no content call (docs/content-api.md).
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import { AlphaIntro } from "../../ui/corporate-page/alpha-intro.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";

function AlphaPage() {
  return (
    <main id="main" className="page-container corporate-page">
      <PageHead
        title="阿爾法智能理財顧問"
        area={CORPORATE_AREA}
        description={[
          "阿爾法智能理財顧問以 AI 分析結合專業顧問經驗，用 AI 讓專業理財建議走進每一個家庭，提供資產配置、退休規劃與保障檢視等個人化建議。",
        ]}
      />
      <PageTitle title="阿爾法智能理財顧問" english="Alpha AI Advisory" lead="用 AI 讓專業理財建議，走進每一個家庭。" />
      <AlphaIntro />
    </main>
  );
}

export { AlphaPage as Component };
