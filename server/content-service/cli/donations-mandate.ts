// `npm run donations:mandate -- stop|query <order number>` (docs/donations.md, "Stopping a mandate"). ECPay is
// told first; only when it agrees is the mandate marked stopped. Exit 0 stopped, 1 failed or refused, 2 usage.
import { type ContentConfig, loopbackQueryUrl, periodActionUrl, periodQueryUrl } from "../config.js";
import { openContentDb } from "../db/content-db.js";
import { mandateStore } from "../donations/mandate-store.js";
import { isMerchantTradeNo } from "../payment/merchant-trade-no.js";
import { cancelMandate } from "../payment/period-action.js";
import { askPeriodInfo, queryPeriodInfo } from "../payment/query-period-info.js";
import { CommandFailure, contentConfigWithDatabase, runOperatorCommand, UsageError } from "./operator-command.js";

const USAGE = `Usage: npm run donations:mandate -- stop ORDER_NUMBER
       npm run donations:mandate -- query ORDER_NUMBER

Stops a monthly mandate: ECPay charges it no more (CreditCardPeriodAction Cancel), and the content
database (CONTENT_DB) marks it stopped. ORDER_NUMBER is the mandate's first order number (交易編號,
定期定額編號 in the export; the donor's 捐款編號). Months already charged are not refunded.

query prints ECPay's QueryCreditCardPeriodInfo answer about the mandate, unchanged, on stdout (nothing
is recorded).

Exit codes: 0 stopped (or answered), 1 not stopped or no answer (the reason is printed), 2 bad arguments.
`;

const ACTION_TIMEOUT_MS = 15_000;

async function stopOrQuery(argv: readonly string[]): Promise<number | "help"> {
  const [command, tradeNo = ""] = argv;
  if (command === "-h" || command === "--help") return "help";
  if ((command !== "stop" && command !== "query") || !isMerchantTradeNo(tradeNo) || argv.length !== 2)
    throw new UsageError('expected "stop ORDER_NUMBER" or "query ORDER_NUMBER"');
  const config = contentConfigWithDatabase();
  const db = openContentDb(config.dbFile);
  try {
    const mandates = mandateStore(db);
    const mandate = mandates.find(tradeNo);
    if (!mandate) throw new CommandFailure(`no monthly mandate ${tradeNo}`);
    if (command === "query") {
      process.stdout.write(`${await askPeriodInfo(tradeNo, periodQuery(config))}\n`);
      return 0;
    }
    if (mandate.status !== "active" && mandate.status !== "pending")
      throw new CommandFailure(`${tradeNo} is already ${mandate.status}; nothing to stop`);
    const target = { ...config.payment, actionUrl: periodActionUrl(process.env, config), timeoutMs: ACTION_TIMEOUT_MS };
    const answer = await cancelMandate(tradeNo, target);
    if (!answer.stopped) {
      const expected = { tradeNo, amount: mandate.amount, execTimes: mandate.execTimes };
      const info = await queryPeriodInfo(expected, periodQuery(config)).catch(() => null);
      if (info && info.status !== "running") {
        const ended = info.status === "cancelled" ? "stopped" : "completed";
        mandates.end(tradeNo, ended, new Date());
        process.stdout.write(`donations:mandate: ${tradeNo} was no longer running at the gateway: recorded ${ended}\n`);
        return 0;
      }
      throw new CommandFailure(`the gateway did not stop ${tradeNo}: RtnCode ${answer.rtnCode} ${answer.rtnMsg}`);
    }
    mandates.end(tradeNo, "stopped", new Date());
    // Read again: months notified while the gateway was being asked count, and the last of them completes it.
    const after = mandates.find(tradeNo) ?? mandate;
    process.stdout.write(
      `donations:mandate: ${tradeNo} ${after.status} after ${after.chargesPaid} of ${after.execTimes} month(s)\n`,
    );
    return 0;
  } finally {
    db.close();
  }
}

/** As the running service resolves it: the sandbox answers on its loopback port (CONTENT_PORT). */
function periodQuery(config: ContentConfig) {
  const queryUrl = config.payment.queryUrl ?? loopbackQueryUrl(config.host, config.port);
  return {
    ...config.payment,
    periodQueryUrl: periodQueryUrl({ ...config.payment, queryUrl }),
    timeoutMs: ACTION_TIMEOUT_MS,
  };
}

await runOperatorCommand("donations:mandate", USAGE, stopOrQuery);
