import { ClientLink } from "./client-link.js";
import { paths } from "../../lib/paths.js";
import { COMPANY } from "./company-contact.js";
import "./corporate-footer.css";

const FOOTER_LINKS = [
  { to: paths.branchList, label: "據點介紹" },
  { to: paths.about, label: "關於我們" },
  { to: paths.socialActivity, label: "社團活動" },
  { to: paths.eliteRecruitment, label: "菁英招募" },
] as const;

// Static: one element object for every render, which React skips when the component renders again.
const CONTENTS = (
  <>
    <div className="corporate-footer__inner">
      <div className="corporate-footer__brand">
        <p className="corporate-footer__name">{COMPANY.name}</p>
        <dl className="corporate-footer__contact">
          <div>
            <dt>電話</dt>
            <dd>
              <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
            </dd>
          </div>
          <div>
            <dt>地址</dt>
            <dd>{COMPANY.address}</dd>
          </div>
          <div>
            <dt>服務時間</dt>
            <dd>{COMPANY.hours}</dd>
          </div>
        </dl>
      </div>
      <nav className="corporate-footer__nav" aria-label="頁尾連結">
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <ClientLink to={link.to}>{link.label}</ClientLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
    <p className="corporate-footer__copyright">Copyright © 2024 {COMPANY.name} 版權所有</p>
  </>
);

export function CorporateFooter() {
  return <footer className="corporate-footer">{CONTENTS}</footer>;
}
