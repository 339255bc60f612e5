// /buddhism 佛堂總覽: the list comes from the halls layout, so no loader of its own.
import { HallCardList } from "../../ui/halls/hall-card-list.js";
import { useHalls } from "./halls-layout.js";
import { PageHead } from "../../ui/head/page-head.js";
import { TemplesJsonLd } from "../../ui/head/structured-data.js";
import { hallsArea } from "../../lib/seo-site.js";
import { paths } from "../../lib/paths.js";

function HallListPage() {
  const { halls } = useHalls();
  return (
    <main id="main" className="hall-main">
      <PageHead
        title="佛堂總覽"
        area={hallsArea()}
        description={[
          "各地佛堂開放參訪與共修：明心佛堂、慧日佛堂、妙音講堂與淨蓮佛堂的介紹與開設課程，點選佛堂查看環境照片、課程內容與課程時間表。",
        ]}
      />
      <TemplesJsonLd
        halls={halls.map((hall) => ({ name: hall.name, path: paths.buddhismIntro(hall.id), image: hall.image }))}
      />
      <header>
        <h1 className="hall-heading">佛堂總覽</h1>
        <p className="hall-lead">各地佛堂開放參訪與共修，點選佛堂查看介紹與開設課程。</p>
      </header>
      {halls.length > 0 ? <HallCardList halls={halls} /> : <p className="hall-empty">目前沒有佛堂資料。</p>}
    </main>
  );
}

export { HallListPage as Component };
