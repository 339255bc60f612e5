// Amounts in Chinese capital numerals (大寫), as receipts write them: a stroke cannot turn one into another.

const DIGITS = ["零", "壹", "貳", "參", "肆", "伍", "陸", "柒", "捌", "玖"];
const PLACES = ["", "拾", "佰", "仟"];
/** Each group of four digits, from the lowest: ones, 萬, 億. */
const GROUPS = ["", "萬", "億"];
export const MAX_CAPITAL_AMOUNT = 999_999_999_999;

/** Digits of 1-9999 with their places; a run of zeros inside reads as one 零. */
function groupText(group: number): string {
  let text = "";
  let zero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(group / 10 ** place) % 10;
    if (digit === 0) {
      zero = text !== "";
      continue;
    }
    if (zero) text += DIGITS[0];
    zero = false;
    text += (DIGITS[digit] ?? "") + (PLACES[place] ?? "");
  }
  return text;
}

export function capitalNumerals(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_CAPITAL_AMOUNT)
    throw new RangeError(`amount must be a whole number 0-${MAX_CAPITAL_AMOUNT} (got ${amount})`);
  if (amount === 0) return DIGITS[0] ?? "";
  let text = "";
  let skipped = false;
  for (let index = GROUPS.length - 1; index >= 0; index -= 1) {
    const group = Math.floor(amount / 10_000 ** index) % 10_000;
    if (group === 0) {
      skipped = text !== "";
      continue;
    }
    // A group with a leading zero, or a zero group before it, is read with a 零 in between.
    if (text !== "" && (group < 1000 || skipped)) text += DIGITS[0];
    text += groupText(group) + (GROUPS[index] ?? "");
    skipped = false;
  }
  return text;
}

export function chineseCapitalAmount(amount: number): string {
  return `新臺幣${capitalNumerals(amount)}元整`;
}
