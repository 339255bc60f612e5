import type { BookDetails as Book } from "./profile-data.js";
import { siteMedia } from "../../lib/site-media.js";
import { ResponsiveImage } from "../media/responsive-image.js";
import { BOOK_COVER_IMAGE } from "../../lib/image-kinds.js";

const COVER = siteMedia("site-book-cover.webp");

export function BookDetails({ book }: { book: Book }) {
  return (
    <div className="book">
      <ResponsiveImage {...BOOK_COVER_IMAGE} className="book__cover" src={COVER} alt={`《${book.title}》書封`} />
      <table className="book__table">
        <caption className="visually-hidden">著作資料</caption>
        <tbody>
          <tr>
            <th scope="row">書名</th>
            <td>《{book.title}》</td>
          </tr>
          <tr>
            <th scope="row">出版者</th>
            <td>{book.publisher}</td>
          </tr>
          <tr>
            <th scope="row">出版日期</th>
            <td>{book.publishedOn}</td>
          </tr>
          <tr>
            <th scope="row">內容大綱</th>
            <td>
              <ul className="book__outline">
                {book.outline.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
