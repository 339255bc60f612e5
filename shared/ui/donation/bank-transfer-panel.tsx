// No amount or contact fields (spec section 4): the donor transfers from their own bank.
import { CHARITY_CONTACT } from "../../lib/charity-contact.js";
import { BANK_ACCOUNTS } from "./bank-accounts.js";

export function BankTransferPanel() {
  return (
    <section className="bank-transfer" aria-labelledby="bank-transfer-title">
      {/* h2: it sits right under the page's h1 (heading order). */}
      <h2 id="bank-transfer-title" className="bank-transfer__title">
        銀行轉帳捐款帳戶
      </h2>
      <p>戶名：{CHARITY_CONTACT.name}</p>
      <table className="bank-transfer__table">
        <thead>
          <tr>
            <th scope="col">用途</th>
            <th scope="col">銀行代碼</th>
            <th scope="col">分行</th>
            <th scope="col">帳號</th>
          </tr>
        </thead>
        <tbody>
          {BANK_ACCOUNTS.map((account) => (
            <tr key={account.account}>
              <th scope="row">{account.purpose}</th>
              <td data-label="銀行代碼">{account.bankCode}</td>
              <td data-label="分行">{account.branch}</td>
              <td data-label="帳號" className="bank-transfer__account">
                {account.account}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bank-transfer__note">
        轉帳完成後，請來電 <a href={CHARITY_CONTACT.phoneHref}>{CHARITY_CONTACT.phone}</a>{" "}
        告知您的姓名、轉帳日期與帳號末五碼，以便協會開立捐款收據。
      </p>
    </section>
  );
}
