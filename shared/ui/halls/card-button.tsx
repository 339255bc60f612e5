// Names its card for screen readers: identical "查看課程詳情" links would not say where each leads.
import { Link } from "react-router";

export function CardButton({ to, label, cardName }: { to: string; label: string; cardName: string }) {
  return (
    <Link className="hall-button" to={to}>
      {label}
      <span className="visually-hidden">：{cardName}</span>
    </Link>
  );
}
