// The document model as a Word file (Office Open XML, made with `docx`). The spec saves it as
// `Template_<kind>.doc`; the body stays .docx, which Word and LibreOffice open by content (decision 0100).
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ITableCellOptions,
} from "docx";
import type { DocumentModel, Signature } from "./model";

export const WORD_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A4 in twentieths of a point, with 2 cm margins. */
const A4 = { width: 11_906, height: 16_838 };
const MARGIN = 1_134;
const FONT = "Liberation Sans";
const SIZE = 20; // half-points: 10 pt

const NONE = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };
const LINE = { style: BorderStyle.SINGLE, size: 4, color: "000000" };

const text = (value: string, options: { bold?: boolean; italics?: boolean; size?: number } = {}) =>
  new TextRun({ text: value, font: FONT, size: options.size ?? SIZE, bold: options.bold, italics: options.italics });

const paragraph = (
  value: string,
  options: {
    bold?: boolean;
    italics?: boolean;
    size?: number;
    align?: "left" | "center" | "right";
    after?: number;
  } = {},
) =>
  new Paragraph({
    children: [text(value, options)],
    alignment:
      options.align === "center" ? AlignmentType.CENTER : options.align === "right" ? AlignmentType.RIGHT : undefined,
    spacing: { after: options.after ?? 80 },
  });

const cell = (value: string, options: Partial<ITableCellOptions> & { bold?: boolean; align?: "right" } = {}) =>
  new TableCell({
    ...options,
    children: [paragraph(value, { bold: options.bold, align: options.align, after: 0 })],
  });

function factsTable(model: DocumentModel): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: model.facts.map(
      ([label, value]) =>
        new TableRow({
          children: [
            cell(label, { width: { size: 30, type: WidthType.PERCENTAGE } }),
            cell(`: ${value}`, { width: { size: 70, type: WidthType.PERCENTAGE } }),
          ],
        }),
    ),
  });
}

const LINE_HEADERS = ["No", "Nama Barang", "Jumlah", "Satuan", "Harga Satuan", "Jumlah Harga"];
const LINE_WIDTHS = [6, 38, 10, 12, 17, 17];

function linesTable(model: DocumentModel): Table {
  const header = new TableRow({
    tableHeader: true,
    children: LINE_HEADERS.map((label, index) =>
      cell(label, { bold: true, width: { size: LINE_WIDTHS[index], type: WidthType.PERCENTAGE } }),
    ),
  });
  const rows = model.lines.map(
    (line) =>
      new TableRow({
        children: [
          cell(String(line.no)),
          cell(line.name),
          cell(String(line.qty), { align: "right" }),
          cell(line.unit),
          cell(line.unitPrice, { align: "right" }),
          cell(line.amount, { align: "right" }),
        ],
      }),
  );
  const totals = model.totals.map(
    ([label, value], index) =>
      new TableRow({
        children: [
          cell(label, { columnSpan: 5, bold: index === model.totals.length - 1, align: "right" }),
          cell(value, { bold: index === model.totals.length - 1, align: "right" }),
        ],
      }),
  );
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...rows, ...totals] });
}

/** The free box e-Meterai needs beside a signature: empty, outlined. */
const meteraiBox = () =>
  new Table({
    alignment: AlignmentType.CENTER,
    width: { size: 1_700, type: WidthType.DXA },
    rows: [
      new TableRow({
        height: { value: 1_000, rule: "atLeast" },
        children: [
          new TableCell({
            borders: { top: LINE, bottom: LINE, left: LINE, right: LINE },
            children: [paragraph("e-Meterai", { size: 14, align: "center", after: 0 })],
          }),
        ],
      }),
    ],
  });

function signatureCell(signature: Signature, width: number): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.PERCENTAGE },
    children: [
      paragraph(signature.heading, { align: "center", after: 0 }),
      paragraph(signature.role, { align: "center" }),
      ...(signature.meterai ? [meteraiBox()] : [paragraph(" "), paragraph(" "), paragraph(" ")]),
      paragraph(signature.name, { bold: true, align: "center", after: 0 }),
      paragraph(signature.nip ? `NIP. ${signature.nip}` : " ", { align: "center" }),
    ],
  });
}

function signaturesTable(model: DocumentModel): Table {
  const width = Math.floor(100 / model.signatures.length);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: [new TableRow({ cantSplit: true, children: model.signatures.map((item) => signatureCell(item, width)) })],
  });
}

/** The model as a .docx body. */
export async function renderWord(model: DocumentModel): Promise<Buffer> {
  const document = new Document({
    creator: model.letterhead.name,
    title: `${model.title} ${model.number}`,
    styles: { default: { document: { run: { font: FONT, size: SIZE } } } },
    sections: [
      {
        properties: {
          page: {
            size: A4,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children: [
          paragraph(model.letterhead.name, { bold: true, size: 28, after: 0 }),
          ...model.letterhead.lines.map((line) => paragraph(line, { size: 18, after: 0 })),
          new Paragraph({ border: { bottom: LINE }, spacing: { after: 200 }, children: [] }),
          paragraph(model.title, { bold: true, size: 26, align: "center", after: 0 }),
          paragraph(`Nomor: ${model.number}`, { align: "center", after: 200 }),
          factsTable(model),
          paragraph(" "),
          ...model.intro.map((line) => paragraph(line)),
          linesTable(model),
          paragraph(`Terbilang: ${model.totalInWords}`, { italics: true }),
          ...model.closing.map((line) => paragraph(line)),
          paragraph(model.placeAndDate, { align: "right", after: 200 }),
          signaturesTable(model),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
