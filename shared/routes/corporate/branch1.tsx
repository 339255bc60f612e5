// /branch1: the main office (spec "/branch1"), static content.
import { BRANCHES } from "../../ui/branches/branch-data.js";
import { OFFICE_MAP_URL, PARKING_IMAGE } from "../../ui/branch-office/branch-office-data.js";
import { OfficeGallery } from "../../ui/branch-office/office-gallery.js";
import { ParkingDialog } from "../../ui/branch-office/parking-dialog.js";
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import "../../ui/branches/branch-button.css";
import "../../ui/branch-office/branch-office.css";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";

function Branch1Page() {
  const office = BRANCHES[0];
  if (!office) return null;
  return (
    <main id="main" className="page-container corporate-page branch-office">
      <PageHead
        title={office.name}
        area={CORPORATE_AREA}
        description={[
          `${office.name}：${office.address}，電話 ${office.phone}。歡迎預約到總公司，與顧問團隊當面討論您的家族資產規劃，並可查看周邊停車資訊與環境照片。`,
        ]}
      />
      <PageTitle
        title={office.name}
        english="Head Office"
        lead="歡迎預約到總公司，與顧問團隊當面討論您的家族資產規劃。"
      />
      <div className="branch-office__info">
        <iframe
          className="branch-office__map"
          src={OFFICE_MAP_URL}
          title={`${office.name}位置地圖（Google 地圖）`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
        <div className="branch-office__details">
          <dl className="branch-office__contact">
            <div>
              <dt>電話</dt>
              <dd>
                <a href={office.phoneHref}>{office.phone}</a>
              </dd>
            </div>
            <div>
              <dt>地址</dt>
              <dd>{office.address}</dd>
            </div>
          </dl>
          <ParkingDialog image={PARKING_IMAGE} alt={`${office.name}周邊停車場位置圖`} />
        </div>
      </div>
      <section className="branch-office__gallery" aria-labelledby="office-gallery-heading">
        <h2 id="office-gallery-heading" className="section-heading">
          環境照片
        </h2>
        <OfficeGallery />
      </section>
    </main>
  );
}

export { Branch1Page as Component };
