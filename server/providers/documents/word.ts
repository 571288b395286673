// The document model as a Word file (Office Open XML, made with `docx`). The spec saves it as
// `Template_<kind>.doc`; the body stays .docx, which Word and LibreOffice open by content (decision 0100).
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ITableCellOptions,
} from "docx";
import type { DocumentModel, Section, Signature, Table as ModelTable, Verification } from "./model";
import { verificationLines } from "./verification-text";

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

function factsTable(facts: [string, string][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: facts.map(
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

function dataTable(table: ModelTable): Table {
  const align = (index: number) => (table.right.includes(index) ? ("right" as const) : undefined);
  const header = new TableRow({
    tableHeader: true,
    children: table.headers.map((label, index) =>
      cell(label, { bold: true, width: { size: table.widths[index], type: WidthType.PERCENTAGE } }),
    ),
  });
  const rows = table.rows.map(
    (values) => new TableRow({ children: values.map((value, index) => cell(value, { align: align(index) })) }),
  );
  const footer = table.footer.map(
    ([label, value], index) =>
      new TableRow({
        children: [
          cell(label, {
            columnSpan: table.headers.length - 1,
            bold: index === table.footer.length - 1,
            align: "right",
          }),
          cell(value, { bold: index === table.footer.length - 1, align: "right" }),
        ],
      }),
  );
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...rows, ...footer] });
}

function section(part: Section): (Paragraph | Table)[] {
  return [
    ...(part.heading ? [paragraph(part.heading, { bold: true, after: 40 })] : []),
    ...(part.facts ? [factsTable(part.facts)] : []),
    ...(part.paragraphs ?? []).map((line) => paragraph(line)),
    ...(part.table ? [dataTable(part.table), paragraph(" ", { after: 40 })] : []),
  ];
}

/** The paper's check: its QR code beside its number, fingerprint and link. */
function verificationTable(model: DocumentModel, verification: Verification): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: LINE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE },
    rows: [
      new TableRow({
        cantSplit: true,
        children: [
          new TableCell({
            width: { size: 18, type: WidthType.PERCENTAGE },
            children: [
              new Paragraph({
                children: [
                  new ImageRun({
                    type: "png",
                    data: verification.qrPng,
                    transformation: { width: 80, height: 80 },
                    altText: { name: "QR", title: "Kode QR verifikasi", description: verification.url },
                  }),
                ],
              }),
            ],
          }),
          new TableCell({
            width: { size: 82, type: WidthType.PERCENTAGE },
            children: verificationLines(model, verification).map((line) => paragraph(line, { size: 16, after: 20 })),
          }),
        ],
      }),
    ],
  });
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
export async function renderWord(model: DocumentModel, verification: Verification): Promise<Buffer> {
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
        // Every page names its paper and its place, as the PDF's do.
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    font: FONT,
                    size: 15,
                    children: [`${model.number} · Halaman `, PageNumber.CURRENT, " dari ", PageNumber.TOTAL_PAGES],
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          paragraph(model.letterhead.name, { bold: true, size: 28, after: 0 }),
          ...model.letterhead.lines.map((line) => paragraph(line, { size: 18, after: 0 })),
          new Paragraph({ border: { bottom: LINE }, spacing: { after: 200 }, children: [] }),
          paragraph(model.title, { bold: true, size: 26, align: "center", after: 0 }),
          paragraph(`Nomor: ${model.number}`, { align: "center", after: 200 }),
          ...model.sections.flatMap(section),
          paragraph(model.placeAndDate, { align: "right", after: 200 }),
          signaturesTable(model),
          paragraph(" "),
          verificationTable(model, verification),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
