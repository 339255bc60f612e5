// The months and the statement show by the form's CSS (:has on the radio), so it works without JavaScript.
import { useId } from "react";
import type { DonationValues, SetDonationValue } from "../../lib/donation-form-data.js";
import { DEFAULT_MONTHS, MONTH_CHOICES, monthsPhrase } from "../../lib/monthly-giving.js";
import { CHARITY_CONTACT } from "../../lib/charity-contact.js";
import { amountOf } from "../../lib/donation-rules.js";

const GIVINGS = [
  { value: "once", label: "單次捐款" },
  { value: "monthly", label: "每月定期定額" },
] as const;

export function GivingField({ values, onValue }: { values: DonationValues; onValue: SetDonationValue }) {
  const id = useId();
  const giving = values.giving === "monthly" ? "monthly" : "once";
  const months = values.months ?? DEFAULT_MONTHS;
  // The amount the form will accept, as it will be charged; until then the statement names none.
  const typed = amountOf(values.amount);
  const amount = typed !== null && Number.isFinite(typed) ? `新臺幣 ${typed.toLocaleString("zh-TW")} 元` : "所填金額";
  return (
    <fieldset className="giving">
      <legend>捐款頻率</legend>
      <div className="giving__options">
        {GIVINGS.map((option) => (
          <label key={option.value} className="donation-methods__option">
            <input
              type="radio"
              name="giving"
              value={option.value}
              checked={giving === option.value}
              onChange={() => onValue("giving", option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <div className="giving__monthly">
        <div className="donation-field">
          <label htmlFor={`${id}-months`}>扣款期數</label>
          <select
            id={`${id}-months`}
            name="months"
            value={months}
            aria-describedby={`${id}-terms`}
            onChange={(event) => onValue("months", event.target.value)}
          >
            {MONTH_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <p id={`${id}-terms`} className="giving__terms">
          每月捐款{amount}，{monthsPhrase(Number(months))}
          。確認捐款後於綠界付款頁面刷卡，今天扣第一期，之後每月約同一日由綠界以同一張信用卡自動扣款。如需停止，請來電{" "}
          <a href={CHARITY_CONTACT.phoneHref}>{CHARITY_CONTACT.phone}</a>{" "}
          並告知捐款編號，本會將停止後續扣款；已扣款的月份不受影響。
        </p>
      </div>
    </fieldset>
  );
}
