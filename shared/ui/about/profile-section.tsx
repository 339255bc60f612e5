import { BookDetails } from "./book-details.js";
import { BOOK, CONSULTANT, CURRENT_POSITIONS, PAST_EXPERIENCE } from "./profile-data.js";
import "./profile-section.css";
import { siteMedia } from "../../lib/site-media.js";
import { ResponsiveImage } from "../media/responsive-image.js";
import { PROFILE_LOGO_IMAGE } from "../../lib/image-kinds.js";
import { imageUrl } from "../../lib/image-url.js";

const BACKGROUND = siteMedia("site-profile-background.webp");

/** A heading that is a picture of its text: the alt text is the heading's name. */
function ImageHeading({ src, text }: { src: string; text: string }) {
  return (
    <h3 className="profile__heading">
      <ResponsiveImage {...PROFILE_LOGO_IMAGE} src={src} alt={text} />
    </h3>
  );
}

export function ProfileSection() {
  return (
    <section className="profile" aria-labelledby="profile-title">
      {/* A background image in a style attribute: the CSP allows those, and the CSS bundle cannot name /media paths. */}
      <div
        className="profile__backdrop"
        style={{ backgroundImage: `url(${imageUrl(BACKGROUND, 1280)})` }}
        aria-hidden="true"
      />
      <div className="profile__inner">
        <h2 id="profile-title" className="profile__title">
          顧問簡介
        </h2>
        <p className="profile__name">
          <strong>{CONSULTANT.name}</strong>
          {CONSULTANT.role}
        </p>
        <div className="profile__panels">
          <div className="profile__panel">
            <ImageHeading src={siteMedia("site-heading-current.webp")} text="現任職務" />
            <ol className="profile__roles">
              {CURRENT_POSITIONS.map((entry) => (
                <li key={entry.id}>
                  <span className="profile__company">{entry.companyName}</span>
                  <span className="profile__role">{entry.title}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="profile__panel">
            <ImageHeading src={siteMedia("site-heading-past.webp")} text="經歷" />
            <ol className="profile__roles">
              {PAST_EXPERIENCE.map((entry) => (
                <li key={entry.id}>
                  <span className="profile__company">
                    {entry.company}
                    {entry.distributed && <span className="profile__distributed">{entry.distributed}</span>}
                  </span>
                  <span className="profile__role">{entry.title}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="profile__panel profile__panel--wide">
            <ImageHeading src={siteMedia("site-heading-books.webp")} text="著作" />
            <BookDetails book={BOOK} />
          </div>
        </div>
      </div>
    </section>
  );
}
