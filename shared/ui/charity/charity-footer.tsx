import { CHARITY_CONTACT } from "../../lib/charity-contact.js";
import "./charity-footer.css";

export function CharityFooter() {
  const { phone, phoneHref, address, partner } = CHARITY_CONTACT;
  return (
    <footer className="charity-footer">
      <div className="charity-footer__inner">
        <dl className="charity-footer__contact">
          <div>
            <dt>電話</dt>
            <dd>
              <a href={phoneHref}>{phone}</a>
            </dd>
          </div>
          <div>
            <dt>地址</dt>
            <dd>{address}</dd>
          </div>
        </dl>
        <a className="charity-footer__partner" href={partner.href} target="_blank" rel="noopener noreferrer">
          {partner.label}
          <span className="charity-footer__external">（另開新視窗）</span>
        </a>
      </div>
    </footer>
  );
}
