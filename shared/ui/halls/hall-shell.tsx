import type { ReactNode } from "react";
import type { HallSummary } from "../../api/buddhism.server.js";
import { CorporateFooter } from "../layout/corporate-footer.js";
import { HallBar } from "./hall-bar.js";
import "./halls.css";

export function HallShell({ halls, children }: { halls: readonly HallSummary[]; children: ReactNode }) {
  return (
    <div className="halls">
      <HallBar halls={halls} />
      {children}
      <CorporateFooter />
    </div>
  );
}
