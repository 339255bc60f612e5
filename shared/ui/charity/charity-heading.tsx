export function CharityHeading({ title, english }: { title: string; english: string }) {
  return (
    <h1 className="charity-heading">
      <span>{title}</span>
      <span className="charity-heading__en" lang="en">
        {english}
      </span>
    </h1>
  );
}
