// The charity pages' head and NGO JSON-LD.
import { CHARITY_CONTACT } from "../../lib/charity-contact.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CharityJsonLd } from "../../ui/head/structured-data.js";
import { charityArea } from "../../lib/seo-site.js";
import { describe } from "../../lib/seo-text.js";
import { CHARITY_ID, type QueryParam } from "../../lib/query-params.js";
import { useCharity } from "./charity-layout.js";

export interface CharityHeadProps {
  section: string;
  description?: readonly (string | null | undefined)[];
  image?: string | null;
  params?: readonly QueryParam[];
}

export function CharityHead({ section, description = [], image, params = [CHARITY_ID] }: CharityHeadProps) {
  const { charityId, charity } = useCharity();
  const area = charityArea(charity?.title ?? "", CHARITY_CONTACT.name);
  return (
    <>
      <PageHead
        title={section}
        area={area}
        description={[...description, charity?.content]}
        image={image}
        params={params}
      />
      <CharityJsonLd
        charityId={charityId}
        name={area.name}
        description={describe([charity?.content], area.description)}
      />
    </>
  );
}
