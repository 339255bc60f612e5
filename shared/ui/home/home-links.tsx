import { Link } from "react-router";
import { paths } from "../../lib/paths.js";
import "./home-links.css";
import { siteMedia } from "../../lib/site-media.js";
import { ResponsiveImage } from "../media/responsive-image.js";
import { HOME_BUTTON_IMAGE } from "../../lib/image-kinds.js";

const HOME_LINKS = [
  { to: paths.about, label: "關於我們", image: siteMedia("home-about.webp") },
  { to: paths.socialActivity, label: "社團活動", image: siteMedia("home-social-activity.webp") },
  { to: paths.eliteRecruitment, label: "菁英招募", image: siteMedia("home-elite-recruitment.webp") },
  { to: paths.focusActivities, label: "焦點活動", image: siteMedia("home-focus-activities.webp") },
  { to: paths.reward, label: "榮譽獎項", image: siteMedia("home-reward.webp") },
] as const;

// Static: one element object for every render, which React skips when the component renders again.
const LINK_LIST = (
  <ul className="home-links__list">
    {HOME_LINKS.map((link) => (
      <li key={link.to}>
        <Link to={link.to} className="home-links__link">
          <ResponsiveImage {...HOME_BUTTON_IMAGE} src={link.image} alt={link.label} />
        </Link>
      </li>
    ))}
  </ul>
);

export function HomeLinks() {
  return (
    <nav className="home-links page-container" aria-label="快速連結">
      {LINK_LIST}
    </nav>
  );
}
