import "./corporate-page.css";

export function PageTitle({ title, english, lead }: { title: string; english: string; lead?: string }) {
  return (
    <header className="page-title">
      <h1 className="page-title__heading">
        <span>{title}</span>
        <span className="page-title__en" lang="en">
          {english}
        </span>
      </h1>
      {lead && <p className="page-title__lead">{lead}</p>}
    </header>
  );
}
