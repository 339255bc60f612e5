// Static text about a fictional company.
import "./alpha-intro.css";
import { FeatureFigure } from "./feature-figure.js";

const SERVICES = [
  { title: "風險屬性評估", text: "以問卷與行為資料了解您的投資目標、期間與可承受的波動。" },
  { title: "智能資產配置", text: "依評估結果建議全球分散的投資組合，並說明每一項配置的理由。" },
  { title: "自動再平衡提醒", text: "市場變動使配置偏離時主動通知，讓投資維持在原本的規劃上。" },
  { title: "真人顧問陪伴", text: "重要決策可預約恆岳集團的專業顧問，AI 與真人一起把關。" },
] as const;

export function AlphaIntro() {
  return (
    <div className="alpha-intro">
      <FeatureFigure file="site-alpha.webp" alt="阿爾法智能理財顧問服務示意圖" />
      <div className="alpha-intro__text">
        <p>
          阿爾法智能理財顧問股份有限公司是恆岳集團旗下的金融科技公司，結合人工智慧與集團多年的私人銀行與家族資產規劃經驗，為每一位投資人提供二十四小時的線上理財建議。
        </p>
        <h2 className="alpha-intro__heading">我們的服務</h2>
        <ul className="alpha-intro__services">
          {SERVICES.map((service) => (
            <li key={service.title}>
              <strong>{service.title}</strong>
              <span>{service.text}</span>
            </li>
          ))}
        </ul>
        <p className="alpha-intro__note">
          投資一定有風險，基金投資有賺有賠，申購前應詳閱公開說明書。本頁內容僅供參考，不構成任何投資建議。
        </p>
      </div>
    </div>
  );
}
