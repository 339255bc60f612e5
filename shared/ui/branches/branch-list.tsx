// Offices without a page show the button disabled, saying so in words as well as in looks.
import { Link } from "react-router";
import type { Branch } from "./branch-data.js";
import "../layout/card-grid.css";
import "../layout/photo-fit.css";
import "./branch-button.css";
import "./branch-list.css";
import { ResponsiveImage } from "../media/responsive-image.js";
import { BRANCH_CARD_IMAGE } from "../../lib/image-kinds.js";

function BranchCard({ branch, first }: { branch: Branch; first: boolean }) {
  return (
    <li className="card-grid__card branch-card">
      <ResponsiveImage
        {...BRANCH_CARD_IMAGE}
        className="cover-photo"
        src={branch.photo}
        alt={`${branch.name}外觀`}
        priority={first}
      />
      <div className="branch-card__body">
        <h2 className="branch-card__name">{branch.name}</h2>
        <dl className="branch-card__contact">
          <div>
            <dt>電話</dt>
            <dd>
              <a href={branch.phoneHref}>{branch.phone}</a>
            </dd>
          </div>
          <div>
            <dt>地址</dt>
            <dd>{branch.address}</dd>
          </div>
        </dl>
        {branch.detailsHref ? (
          <Link className="branch-card__more" to={branch.detailsHref}>
            更多資訊<span className="visually-hidden">：{branch.name}</span>
          </Link>
        ) : (
          <button className="branch-card__more" type="button" disabled>
            更多資訊（籌備中）
          </button>
        )}
      </div>
    </li>
  );
}

export function BranchList({ branches }: { branches: readonly Branch[] }) {
  return (
    <ul className="card-grid branch-list">
      {branches.map((branch, index) => (
        <BranchCard key={branch.id} branch={branch} first={index === 0} />
      ))}
    </ul>
  );
}
