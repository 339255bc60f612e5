// /charity3?id= 活動紀錄
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { sortAlbums } from "../../lib/gallery-rules.js";
import { CharityAlbumCard } from "../../ui/charity/charity-album-card.js";
import { CharityHeading } from "../../ui/charity/charity-heading.js";
import { apiOf } from "../route-context.js";
import { charityIdOf } from "./charity-id.js";
import { CharityHead } from "./charity-head.js";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const found = await apiOf(context).getCharityAlbum(charityIdOf(request));
  return { albums: sortAlbums(found?.albums ?? []) };
}

function CharityRecordsPage() {
  const { albums } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="charity-main">
      <CharityHead section="活動紀錄" />
      <CharityHeading title="活動紀錄" english="Activity Record" />
      {albums.length === 0 && <p className="charity-empty">目前沒有活動紀錄。</p>}
      {albums.map((album) => (
        <CharityAlbumCard key={album.id} album={album} />
      ))}
    </main>
  );
}

export { CharityRecordsPage as Component };
