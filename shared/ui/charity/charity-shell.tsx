import type { ReactNode } from "react";
import { CharityBar } from "./charity-bar.js";
import { CharityFooter } from "./charity-footer.js";
import "./charity.css";

export function CharityShell({
  charityId,
  title,
  children,
}: {
  charityId: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="charity">
      <CharityBar charityId={charityId} title={title} />
      {children}
      <CharityFooter />
    </div>
  );
}
