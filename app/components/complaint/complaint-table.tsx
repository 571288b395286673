// The complaint table of /profil/komplain: page size and search as two GET forms that carry each
// other's value, rows newest first, descriptions cut at 100 characters with 'Lanjutkan Baca' /
// 'Tutup' (a <details>, so it works without JavaScript), and the pager.
import {
  COMPLAINT_PAGE_SIZES,
  COMPLAINT_SEARCH_MAX_LENGTH,
  DEFAULT_COMPLAINT_PAGE_SIZE,
  type ComplaintListItem,
  type ComplaintListResult,
} from "@contract/complaint";
import { Link } from "@remix-run/react";
import { ListFooter, ListToolbar } from "~/components/list-controls";
import { formatDate } from "~/utils/format";
import { storageUrl } from "~/utils/image";
import {
  COMPLAINT_DATE_PATTERN,
  COMPLAINT_LIST_ROUTE,
  complaintListHref,
  excerpt,
  type ComplaintPageQuery,
} from "~/utils/complaint-list";
import { complaintDetailHref } from "~/utils/hrefs";
import { complaintTexts } from "~/utils/labels";

export function ComplaintToolbar({ query }: { query: ComplaintPageQuery }) {
  return (
    <ListToolbar
      action={COMPLAINT_LIST_ROUTE}
      query={query}
      pageSizes={COMPLAINT_PAGE_SIZES}
      defaultPageSize={DEFAULT_COMPLAINT_PAGE_SIZE}
      searchMaxLength={COMPLAINT_SEARCH_MAX_LENGTH}
      noun="komplain"
      placeholder="Keterangan, produk, tanggal"
      hint="Cari berdasarkan keterangan komplain, nama produk atau tanggal, misalnya 12 September 2026."
    />
  );
}

export function ComplaintTable({ query, list }: { query: ComplaintPageQuery; list: ComplaintListResult }) {
  const first = list.total === 0 ? 0 : (list.current_page - 1) * list.per_page + 1;
  // Spec §8: nothing at all reads 'Anda belum memilliki Komplain'; a search without hits 'Data tidak ditemukan'.
  const empty = query.search ? complaintTexts.notFound : complaintTexts.none;
  return (
    <>
      <div className="transaction-table__scroll">
        <table className="transaction-table__table complaint-table">
          <caption className="sr-only">
            Daftar Komplain{query.search ? `, hasil pencarian "${query.search}"` : ""}, terbaru di atas
          </caption>
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">Produk</th>
              <th scope="col">No. Invoice</th>
              <th scope="col">Keterangan</th>
              <th scope="col">Tanggal</th>
              <th scope="col">Aksi</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={6} className="transaction-table__empty">
                  {empty}
                </td>
              </tr>
            ) : (
              list.data.map((item, index) => <ComplaintRow key={item.id} item={item} number={first + index} />)
            )}
          </tbody>
        </table>
      </div>
      <ListFooter
        page={list}
        label="Halaman daftar komplain"
        hrefFor={(page) => complaintListHref({ ...query, page })}
      />
    </>
  );
}

function ComplaintRow({ item, number }: { item: ComplaintListItem; number: number }) {
  const product = item.transaction_detail;
  return (
    <tr className="complaint-row">
      <td>{number}</td>
      <th scope="row">
        <div className="complaint-row__product">
          {product.image ? (
            <img
              src={storageUrl(product.image)}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="complaint-row__image"
            />
          ) : null}
          <span>{product.name_product}</span>
        </div>
      </th>
      <td className="transaction-table__invoice">{product.transaction.invoice}</td>
      <td className="complaint-row__description">
        <Description text={item.description_complaint} />
      </td>
      <td className="complaint-row__date">
        <time dateTime={item.created_at}>{formatDate(item.created_at, COMPLAINT_DATE_PATTERN)}</time>
      </td>
      <td>
        <Link to={complaintDetailHref(item.id)} className="button button--outline button--small">
          Detail<span className="sr-only"> komplain {product.name_product}</span>
        </Link>
      </td>
    </tr>
  );
}

/**
 * Up to 100 characters with 'Lanjutkan Baca'; opened, the whole text with 'Tutup'. The summary's two
 * labels swap by CSS on `[open]`, so its accessible name follows the state without JavaScript.
 */
export function Description({ text }: { text: string }) {
  const short = excerpt(text);
  if (short === null) return <p className="complaint-description__text">{text}</p>;
  return (
    <div className="complaint-description">
      <p className="complaint-description__excerpt">{short}…</p>
      <details className="complaint-description__more">
        <summary className="complaint-description__toggle">
          <span className="complaint-description__closed">Lanjutkan Baca</span>
          <span className="complaint-description__open">Tutup</span>
        </summary>
        <p className="complaint-description__text">{text}</p>
      </details>
    </div>
  );
}
