/** Builds a real .docx for the Word to PDF tests with the `docx` package (devDependency). Test-only. */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { makePng } from "#app/tool-kit/conversion/conversion-test-support.ts";

export async function makeDocxFixture(): Promise<Uint8Array> {
  const png = makePng(120, 60);
  const cell = (text: string, bold = false) =>
    new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: "steps",
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START }],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: "Quarterly Campaign Report", heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun("Our paid social campaigns delivered "),
              new TextRun({ text: "record results", bold: true }),
              new TextRun(" this quarter, with "),
              new TextRun({ text: "lower costs per lead", italics: true }),
              new TextRun("."),
            ],
          }),
          new Paragraph({ text: "Channel highlights", heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: "Meta ads reached new audiences", bullet: { level: 0 } }),
          new Paragraph({ text: "Google Search kept steady conversions", bullet: { level: 0 } }),
          new Paragraph({ text: "Retargeting within Instagram", bullet: { level: 1 } }),
          new Paragraph({ text: "Next steps", heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: "Refresh the creative library", numbering: { reference: "steps", level: 0 } }),
          new Paragraph({ text: "Expand the lookalike audiences", numbering: { reference: "steps", level: 0 } }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({
                tableHeader: true,
                children: [cell("Channel", true), cell("Spend", true), cell("Leads", true)],
              }),
              new TableRow({ children: [cell("Facebook"), cell("$12,400"), cell("318")] }),
              new TableRow({ children: [cell("Google Ads"), cell("$9,850"), cell("274")] }),
            ],
          }),
          new Paragraph({
            children: [new ImageRun({ type: "png", data: png, transformation: { width: 120, height: 60 } })],
          }),
          new Paragraph({ children: [new TextRun("Prepared by Crestline Digital.")] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
