// The document model as a PDF (pdfkit): A4, PDF 1.7, Helvetica from pdfkit's own font metrics (the
// standard 14 fonts every reader has, so nothing is embedded or fetched), with an empty outlined box
// for the e-Meterai beside the signature that needs one (decision 0100).
import PDFDocument from "pdfkit";
import type { DocumentModel, Signature } from "./model";

export const PDF_CONTENT_TYPE = "application/pdf";

const MARGIN = 56;
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";
const ITALIC = "Helvetica-Oblique";
const SIZE = 9.5;
const PAD = 3;
/** The e-Meterai box: about 3 × 2 cm, room for the 2.2 × 2.2 cm stamp and a signature across it. */
const METERAI = { width: 96, height: 66 };

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
  doc.font(BOLD).fontSize(14).text(model.letterhead.name, MARGIN, MARGIN);
  doc.font(REGULAR).fontSize(8.5);
  for (const line of model.letterhead.lines) doc.text(line);
  const y = doc.y + 4;
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

function signatureBlock(doc: Pdf, signature: Signature, x: number, top: number, columnWidth: number) {
  const centred = { width: columnWidth, align: "center" as const };
  doc.font(REGULAR).fontSize(SIZE).text(signature.heading, x, top, centred);
  doc.text(signature.role, x, doc.y, centred);
  const boxTop = doc.y + 6;
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
  const height = 14 * 3 + METERAI.height + 30;
  ensureRoom(doc, height + 20);
  doc
    .font(REGULAR)
    .fontSize(SIZE)
    .text(model.placeAndDate, MARGIN, doc.y, { width: width(doc), align: "right" });
  doc.moveDown(0.6);
  const top = doc.y;
  const columnWidth = width(doc) / model.signatures.length;
  model.signatures.forEach((signature, index) =>
    signatureBlock(doc, signature, MARGIN + index * columnWidth, top, columnWidth),
  );
  doc.x = MARGIN;
  doc.y = top + height;
}

/** The model as an A4 PDF 1.7. */
export function renderPdf(model: DocumentModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    pdfVersion: "1.7",
    compress: true,
    info: { Title: `${model.title} ${model.number}`, Author: model.letterhead.name, Creator: model.letterhead.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  letterhead(doc, model);
  const full = width(doc);
  const facts: Column[] = [{ width: full * 0.3 }, { width: full * 0.7 }];
  for (const [label, value] of model.facts) row(doc, facts, [label, `: ${value}`]);
  doc.moveDown(0.6);
  paragraphs(doc, model.intro);

  const ratios = [0.06, 0.38, 0.1, 0.12, 0.17, 0.17];
  const columns: Column[] = ratios.map((ratio, index) => ({
    width: full * ratio,
    align: index === 2 || index >= 4 ? "right" : "left",
  }));
  row(doc, columns, ["No", "Nama Barang", "Jumlah", "Satuan", "Harga Satuan", "Jumlah Harga"], {
    bold: true,
    border: true,
  });
  for (const line of model.lines) {
    row(doc, columns, [String(line.no), line.name, String(line.qty), line.unit, line.unitPrice, line.amount], {
      border: true,
    });
  }
  const totals: Column[] = [
    { width: full * 0.83, align: "right" },
    { width: full * 0.17, align: "right" },
  ];
  model.totals.forEach(([label, value], index) =>
    row(doc, totals, [label, value], { border: true, bold: index === model.totals.length - 1 }),
  );
  doc.moveDown(0.6);
  paragraphs(doc, [`Terbilang: ${model.totalInWords}`], ITALIC);
  paragraphs(doc, model.closing);
  doc.moveDown(0.6);
  signatures(doc, model);
  doc.end();
  return done;
}
