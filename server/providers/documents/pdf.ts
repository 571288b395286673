// The document model as a PDF (pdfkit): A4, PDF 1.7, Helvetica from pdfkit's own font metrics (the
// standard 14 fonts every reader has, so nothing is embedded or fetched), with an empty outlined box
// for the e-Meterai beside the signature that needs one (decision 0100).
import PDFDocument from "pdfkit";
import type { DocumentModel, Section, Signature, Table, Verification } from "./model";
import { verificationLines } from "./verification-text";

export const PDF_CONTENT_TYPE = "application/pdf";

const MARGIN = 56;
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";
const SIZE = 9.5;
const PAD = 3;
/** The e-Meterai box: about 3 × 2 cm, room for the 2.2 × 2.2 cm stamp and a signature across it. */
const METERAI = { width: 96, height: 66 };
/** The check's QR code: about 2 cm, scannable from a printed page. */
const QR_SIZE = 58;

type Pdf = InstanceType<typeof PDFDocument>;

const bottom = (doc: Pdf) => doc.page.height - MARGIN;
const width = (doc: Pdf) => doc.page.width - 2 * MARGIN;

function ensureRoom(doc: Pdf, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

type Column = { width: number; align?: "left" | "right" | "center" };

/** One table row; answers its height. Text wraps inside its cell; the row moves to a new page whole. */
function row(doc: Pdf, columns: Column[], values: string[], options: { bold?: boolean; border?: boolean } = {}) {
  doc.font(options.bold ? BOLD : REGULAR).fontSize(SIZE);
  const heights = values.map((value, index) => doc.heightOfString(value, { width: columns[index].width - 2 * PAD }));
  const height = Math.max(...heights) + 2 * PAD;
  ensureRoom(doc, height);
  const top = doc.y;
  let x = MARGIN;
  values.forEach((value, index) => {
    const column = columns[index];
    if (options.border) doc.rect(x, top, column.width, height).lineWidth(0.5).stroke();
    doc.text(value, x + PAD, top + PAD, { width: column.width - 2 * PAD, align: column.align ?? "left" });
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = top + height;
}

function letterhead(doc: Pdf, model: DocumentModel) {
  // The right corner holds the check's QR code (letterheadQr).
  const room = { width: width(doc) - QR_SIZE - 12 };
  doc.font(BOLD).fontSize(14).text(model.letterhead.name, MARGIN, MARGIN, room);
  doc.font(REGULAR).fontSize(8.5);
  for (const line of model.letterhead.lines) doc.text(line, room);
  const y = Math.max(doc.y + 4, MARGIN + QR_SIZE - 2);
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width(doc), y)
    .lineWidth(1)
    .stroke();
  doc.y = y + 10;
  doc
    .font(BOLD)
    .fontSize(13)
    .text(model.title, MARGIN, doc.y, { width: width(doc), align: "center" });
  doc
    .font(REGULAR)
    .fontSize(SIZE)
    .text(`Nomor: ${model.number}`, { width: width(doc), align: "center" });
  doc.moveDown(0.8);
}

function paragraphs(doc: Pdf, lines: string[], font = REGULAR) {
  for (const line of lines) {
    doc.font(font).fontSize(SIZE);
    ensureRoom(doc, doc.heightOfString(line, { width: width(doc) }));
    doc.text(line, MARGIN, doc.y, { width: width(doc) });
    doc.moveDown(0.4);
  }
}

/** Heading and role of one signature; every column's box and name start below the tallest. */
const captionHeight = (doc: Pdf, signature: Signature, columnWidth: number) =>
  doc.font(REGULAR).fontSize(SIZE).heightOfString(`${signature.heading}\n${signature.role}`, { width: columnWidth });

function signatureBlock(doc: Pdf, signature: Signature, x: number, top: number, columnWidth: number, caption: number) {
  const centred = { width: columnWidth, align: "center" as const };
  doc.font(REGULAR).fontSize(SIZE).text(signature.heading, x, top, centred);
  doc.text(signature.role, x, doc.y, centred);
  const boxTop = top + caption + 6;
  if (signature.meterai) {
    const boxX = x + (columnWidth - METERAI.width) / 2;
    doc.rect(boxX, boxTop, METERAI.width, METERAI.height).lineWidth(0.5).dash(3, { space: 2 }).stroke().undash();
    doc.fontSize(7).text("e-Meterai", boxX, boxTop + METERAI.height / 2 - 4, { width: METERAI.width, align: "center" });
  }
  doc
    .font(BOLD)
    .fontSize(SIZE)
    .text(signature.name, x, boxTop + METERAI.height + 6, centred);
  if (signature.nip) doc.font(REGULAR).text(`NIP. ${signature.nip}`, x, doc.y, centred);
}

function signatures(doc: Pdf, model: DocumentModel) {
  const gap = 12;
  const columnWidth = width(doc) / model.signatures.length;
  const caption = Math.max(...model.signatures.map((item) => captionHeight(doc, item, columnWidth - gap)));
  const height = caption + METERAI.height + 12 + 24;
  ensureRoom(doc, height + 14);
  doc
    .font(REGULAR)
    .fontSize(SIZE)
    .text(model.placeAndDate, MARGIN, doc.y, { width: width(doc), align: "right" });
  doc.moveDown(0.6);
  const top = doc.y;
  model.signatures.forEach((signature, index) =>
    signatureBlock(doc, signature, MARGIN + index * columnWidth + gap / 2, top, columnWidth - gap, caption),
  );
  doc.x = MARGIN;
  doc.y = top + height;
}

function factsRows(doc: Pdf, facts: [string, string][]) {
  const full = width(doc);
  const columns: Column[] = [{ width: full * 0.3 }, { width: full * 0.7 }];
  for (const [label, value] of facts) row(doc, columns, [label, `: ${value}`]);
}

function dataTable(doc: Pdf, table: Table) {
  const full = width(doc);
  const columns: Column[] = table.widths.map((percent, index) => ({
    width: (full * percent) / 100,
    align: table.right.includes(index) ? "right" : "left",
  }));
  row(doc, columns, table.headers, { bold: true, border: true });
  for (const values of table.rows) row(doc, columns, values, { border: true });
  const last = columns.at(-1)!.width;
  const footer: Column[] = [
    { width: full - last, align: "right" },
    { width: last, align: "right" },
  ];
  table.footer.forEach(([label, value], index) =>
    row(doc, footer, [label, value], { border: true, bold: index === table.footer.length - 1 }),
  );
}

function section(doc: Pdf, part: Section) {
  if (part.heading) {
    ensureRoom(doc, 40);
    doc
      .font(BOLD)
      .fontSize(SIZE)
      .text(part.heading, MARGIN, doc.y, { width: width(doc) });
    doc.moveDown(0.2);
  }
  if (part.facts) factsRows(doc, part.facts);
  if (part.facts && (part.paragraphs || part.table)) doc.moveDown(0.4);
  if (part.paragraphs) paragraphs(doc, part.paragraphs);
  if (part.table) dataTable(doc, part.table);
  doc.moveDown(0.6);
}

/** The paper's check: its QR code beside its number, fingerprint and link (the link is clickable). */
/** The QR code of the paper's check, in the letterhead's right corner (it links to the check too). */
function letterheadQr(doc: Pdf, verification: Verification) {
  const x = MARGIN + width(doc) - QR_SIZE;
  doc.image(verification.qrPng, x, MARGIN - 6, { width: QR_SIZE, height: QR_SIZE });
  doc.link(x, MARGIN - 6, QR_SIZE, QR_SIZE, verification.url);
}

/** The check's words under the signatures: number, code, fingerprint and link. */
function verificationBlock(doc: Pdf, model: DocumentModel, verification: Verification) {
  const lines = verificationLines(model, verification);
  doc.font(REGULAR).fontSize(7.5);
  const height = lines.reduce((sum, line) => sum + doc.heightOfString(line, { width: width(doc) }), 0) + 8;
  ensureRoom(doc, height);
  const top = doc.y + 2;
  doc
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + width(doc), top)
    .lineWidth(0.5)
    .stroke();
  doc
    .font(REGULAR)
    .fontSize(7.5)
    .text(lines[0], MARGIN, top + 4, { width: width(doc) });
  for (const line of lines.slice(1)) doc.text(line, { width: width(doc) });
  doc.x = MARGIN;
}

/** Every page names its paper and its place: "INV/…/SP · Halaman 1 dari 2". */
function pageFooters(doc: Pdf, model: DocumentModel) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Written inside the bottom margin: lifted so pdfkit does not start a page for it.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(7.5)
      .text(`${model.number} · Halaman ${index + 1} dari ${range.count}`, MARGIN, doc.page.height - MARGIN + 16, {
        width: width(doc),
        align: "right",
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}

/** The model as an A4 PDF 1.7. */
export function renderPdf(model: DocumentModel, verification: Verification): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    pdfVersion: "1.7",
    compress: true,
    bufferPages: true,
    info: { Title: `${model.title} ${model.number}`, Author: model.letterhead.name, Creator: model.letterhead.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  letterhead(doc, model);
  letterheadQr(doc, verification);
  for (const part of model.sections) section(doc, part);
  signatures(doc, model);
  verificationBlock(doc, model, verification);
  pageFooters(doc, model);
  doc.end();
  return done;
}
