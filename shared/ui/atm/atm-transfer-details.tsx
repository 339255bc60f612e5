// Copy and print need scripts, so their buttons appear once scripts run; nothing about the donor is shown.
import type { AtmTransfer } from "../../api/atm-transfer.server.js";
import { atmDeadlineText } from "../../lib/atm-deadline.js";
import { CopyButton } from "./copy-button.js";
import { useScripted } from "./use-scripted.js";
import "./atm-transfer.css";

const STATUS_TEXT: Record<AtmTransfer["status"], string> = {
  pending: "請於繳費期限前，以 ATM、網路銀行或臨櫃轉帳至下列虛擬帳號。入帳後即完成捐款。",
  paid: "已收到您的轉帳，感謝您的捐款！",
  expired: "此虛擬帳號已超過繳費期限，請勿再轉入。如仍要捐款，請重新填寫捐款表單。",
  failed: "此筆捐款未能取得轉帳帳號，請重新填寫捐款表單。",
};

function CopyableRow({ label, id, value, copyable }: { label: string; id: string; value: string; copyable: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="atm-transfer__value">
        <span id={id} className="atm-transfer__number">
          {value}
        </span>
        {copyable && <CopyButton value={value} label={label} targetId={id} />}
      </dd>
    </>
  );
}

export function AtmTransferDetails({ transfer }: { transfer: AtmTransfer }) {
  const scripted = useScripted();
  const { account } = transfer;
  const message =
    transfer.status === "pending" && !account ? "轉帳帳號產生中，請稍候再重新整理此頁。" : STATUS_TEXT[transfer.status];
  return (
    <section className="atm-transfer" aria-labelledby="atm-transfer-title">
      <h2 id="atm-transfer-title" className="atm-transfer__title">
        轉帳資訊
      </h2>
      <p className={`atm-transfer__status atm-transfer__status--${transfer.status}`} role="status">
        {message}
      </p>
      <dl className="atm-transfer__list">
        <dt>捐款單位</dt>
        <dd>{transfer.charityTitle}</dd>
        <dt>捐款項目</dt>
        <dd>{transfer.itemName}</dd>
        <dt>捐款金額</dt>
        <dd>{`新臺幣 ${transfer.amount.toLocaleString("zh-TW")} 元`}</dd>
        <dt>訂單編號</dt>
        <dd>{transfer.orderNo}</dd>
        {account && (
          <>
            <CopyableRow label="銀行代碼" id="atm-bank-code" value={account.bankCode} copyable={scripted} />
            <CopyableRow label="虛擬帳號" id="atm-account" value={account.vAccount} copyable={scripted} />
            <dt>繳費期限</dt>
            <dd>{atmDeadlineText(account.deadline)}</dd>
          </>
        )}
      </dl>
      {account && transfer.status === "pending" && (
        <p className="atm-transfer__note">此虛擬帳號僅供本筆捐款使用，請轉入與上列金額相同的款項；逾期帳號將失效。</p>
      )}
      {scripted && (
        <div className="atm-transfer__actions">
          <button type="button" className="atm-transfer__print" onClick={() => window.print()}>
            列印轉帳資訊
          </button>
        </div>
      )}
    </section>
  );
}

export function AtmTransferMissing({ reason }: { reason: "unknown" | "unavailable" }) {
  return (
    <section className="atm-transfer atm-transfer--missing" role="alert">
      {reason === "unknown" ? (
        <p>找不到這筆捐款的轉帳資料。請確認網址是否完整，或重新填寫捐款表單。</p>
      ) : (
        <p>暫時無法取得轉帳資料，請稍後重新整理此頁。</p>
      )}
    </section>
  );
}
