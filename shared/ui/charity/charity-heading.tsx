// A charity page's heading: the Chinese title with its English subtitle (協會簡介 / Introduction).
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
