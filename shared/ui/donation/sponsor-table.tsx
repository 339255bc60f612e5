import { useState } from "react";
import { SPONSOR_PAGE_SIZE } from "../../api/browser-api.js";
import { formatDate } from "../../lib/dates.js";
import { formatNtd } from "../../lib/money.js";
import { SponsorPager } from "./sponsor-pager.js";
import { nextSort, sortSponsors, type SponsorSort, type SponsorSortKey } from "./sponsor-sort.js";
import { useSponsorPages, type FetchSponsorPage, type SponsorView } from "./use-sponsor-pages.js";
import "./sponsor-table.css";

const COLUMNS: { key: SponsorSortKey; label: string; numeric?: boolean }[] = [
  { key: "DonorName", label: "捐款人" },
  { key: "Amount", label: "捐款金額", numeric: true },
  { key: "UpdateTime", label: "捐款日期" },
];

interface SponsorTableProps {
  initial: SponsorView;
  fetchPage: FetchSponsorPage;
}

export function SponsorTable({ initial, fetchPage }: SponsorTableProps) {
  const { page, list, loading, goTo } = useSponsorPages(initial, fetchPage);
  const [sort, setSort] = useState<SponsorSort | null>(null);
  const rows = sortSponsors(list?.SponsorList ?? [], sort);
  const count = Math.max(1, Math.ceil((list?.Total ?? 0) / SPONSOR_PAGE_SIZE));
  return (
    <section id="sponsors" className="sponsors" aria-labelledby="sponsors-title">
      <h2 id="sponsors-title" className="sponsors__title">
        捐款紀錄 <span lang="en">Donation Record</span>
      </h2>
      {!list && <p className="charity-empty">捐款紀錄暫時無法顯示，請稍後再試。</p>}
      {list && rows.length === 0 && <p className="charity-empty">目前尚無捐款紀錄。</p>}
      {rows.length > 0 && (
        <div className="sponsors__scroll">
          <table className="sponsors__table" aria-busy={loading}>
            <caption>按欄位標題可依該欄排序，再按一次可反向排序。</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => {
                  const direction = sort?.key === column.key ? sort.direction : null;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={column.numeric ? "is-numeric" : undefined}
                      aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined}
                    >
                      <button type="button" onClick={() => setSort((current) => nextSort(current, column.key))}>
                        {column.label}
                        <span className="sponsors__sort" aria-hidden="true">
                          {direction === "asc" ? "▲" : direction === "desc" ? "▼" : "↕"}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${page}-${index}-${row.UpdateTime}-${row.DonorName}`}>
                  <td>{row.DonorName}</td>
                  <td className="is-numeric">{formatNtd(row.Amount)}</td>
                  <td>{formatDate(row.UpdateTime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SponsorPager page={page} count={count} onPage={goTo} />
    </section>
  );
}
