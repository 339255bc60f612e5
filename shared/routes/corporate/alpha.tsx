// /alpha: the AI financial advisory company introduction (static text and one image, no content call: docs/content-api.md).
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import { AlphaIntro } from "../../ui/corporate-page/alpha-intro.js";

function AlphaPage() {
  return (
    <main id="main" className="page-container corporate-page">
      <title>阿爾法智能理財顧問</title>
      <PageTitle title="阿爾法智能理財顧問" english="Alpha AI Advisory" lead="用 AI 讓專業理財建議，走進每一個家庭。" />
      <AlphaIntro />
    </main>
  );
}

export const alphaRoute = { Component: AlphaPage };
