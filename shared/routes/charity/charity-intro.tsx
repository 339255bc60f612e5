// /charity1?id= 協會簡介
import { RichText } from "../../ui/content/rich-text.js";
import { CharityHeading } from "../../ui/charity/charity-heading.js";
import { CharityHead } from "./charity-head.js";
import { useCharity } from "./charity-layout.js";

function CharityIntroPage() {
  const { charity } = useCharity();
  return (
    <main id="main" className="charity-main">
      <CharityHead section="協會簡介" />
      <CharityHeading title="協會簡介" english="Introduction" />
      {charity && (
        <article>
          <h2 className="charity-title">{charity.title}</h2>
          <RichText className="charity-content" html={charity.content} />
        </article>
      )}
    </main>
  );
}

export { CharityIntroPage as Component };
