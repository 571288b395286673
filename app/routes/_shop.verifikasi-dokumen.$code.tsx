// The public check of an order paper (issue #24): a paper's QR code and link lead here, logged in or
// not. It states whether the shop issued the paper, for which order, its date and total, and whether
// the order changed since; an unknown code is a 404 saying the shop did not issue it. Nothing personal
// beyond what the paper itself shows.
import { DOCUMENT_CODE_PATTERN, documentCheckTexts, type DocumentCheck } from "@contract/document-check";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorPage } from "~/components/error-page";
import { InfoPage } from "~/components/info-page";
import { thrownStatus } from "~/services/api-client.server";
import { checkDocument } from "~/services/document-check.server";
import { formatDate, formatRupiah } from "~/utils/format";
import { SITE_NAME } from "~/utils/site";

export const meta: MetaFunction = () => [
  { title: `${documentCheckTexts.heading} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

const notFound = () => data({ found: false as const }, { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const code = params.code ?? "";
  if (!DOCUMENT_CODE_PATTERN.test(code)) return notFound();
  try {
    // Not an anonymous-cache page (app/utils/public-pages.ts): whether a paper stands changes with its order.
    return { found: true as const, paper: await checkDocument(request, code) };
  } catch (error) {
    if (thrownStatus(error) === 404 || thrownStatus(error) === 400) return notFound();
    throw error;
  }
}

/** `2026-11-27` → "27 November 2026". */
const paperDay = (day: string) => formatDate(`${day}T00:00:00+08:00`, "D MMMM YYYY");

function Facts({ paper }: { paper: DocumentCheck }) {
  const rows: [string, string][] = [
    ["Diterbitkan oleh", paper.issuer],
    ["Dokumen", paper.partial_id === null ? paper.title : `${paper.title} (Pengiriman ${paper.partial_id})`],
    ["Nomor dokumen", paper.number],
    ["Nomor pesanan", paper.invoice],
    ["Tanggal dokumen", paperDay(paper.paper_date)],
    ["Nilai", paper.total === null ? "Tanpa nilai uang (daftar barang)" : formatRupiah(paper.total)],
    ["Sidik dokumen (SHA-256)", paper.fingerprint],
    ["Kode verifikasi", paper.code],
  ];
  return (
    <dl className="document-check__facts">
      {rows.map(([label, value]) => (
        <div key={label} className="document-check__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function DocumentCheckPage() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.found) {
    return (
      <InfoPage title={documentCheckTexts.heading}>
        <p className="document-check__status document-check__status--refused" role="status">
          {documentCheckTexts.notFound}
        </p>
      </InfoPage>
    );
  }
  const { paper } = loaded;
  const valid = paper.status === "valid";
  return (
    <InfoPage title={documentCheckTexts.heading}>
      <p className={`document-check__status document-check__status--${valid ? "valid" : "superseded"}`} role="status">
        {valid ? documentCheckTexts.valid : documentCheckTexts.superseded}
      </p>
      <Facts paper={paper} />
      <p className="document-check__note">
        Cocokkan nomor, tanggal, nilai dan sidik dokumen di atas dengan yang tercetak pada dokumen Anda.
      </p>
    </InfoPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
