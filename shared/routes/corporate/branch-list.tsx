// /branchList 據點介紹: the three offices (static); only the main office links to its own page.
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import { BranchList } from "../../ui/branches/branch-list.js";
import { BRANCHES } from "../../ui/branches/branch-data.js";

function BranchListPage() {
  return (
    <main id="main" className="page-container corporate-page">
      <title>據點介紹</title>
      <PageTitle title="據點介紹" english="Our Offices" lead="北、中、南三地服務據點，歡迎預約到府或到點諮詢。" />
      <BranchList branches={BRANCHES} />
    </main>
  );
}

export const branchListRoute = { Component: BranchListPage };
