import fs from "node:fs";
import path from "node:path";
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  FootnoteReferenceRun,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalMergeType,
  WidthType,
} from "docx";

// Makes the few corpus documents that no public test suite had (see corpus/documents/docx/SOURCES.md):
//   twelve-pages.docx   12 pages parted by hard page breaks, a header with a logo, "Page N of M"
//                       footer, coloured headings, a logo 2.8 in wide, merged table cells, lists,
//                       a footnote and a link
//   hindi.docx, cjk.docx, scripts.docx   the Universal Declaration of Human Rights, article 1
//                       (and 3), in the translations published by the United Nations
// The outputs are committed; run by hand after changing them:
//   node --import tsx scripts/make-corpus-docs.ts

const outDir = path.resolve(import.meta.dirname, "../corpus/documents/docx");
const logo = fs.readFileSync(path.resolve(import.meta.dirname, "../public/apple-touch-icon.png"));

const UDHR: Array<[language: string, text: string]> = [
  [
    "Hindi",
    "सभी मनुष्यों को गौरव और अधिकारों के मामले में जन्मजात स्वतन्त्रता और समानता प्राप्त है। उन्हें बुद्धि और अन्तरात्मा की देन प्राप्त है और परस्पर उन्हें भाईचारे के भाव से बर्ताव करना चाहिए।",
  ],
  [
    "Bengali",
    "সমস্ত মানুষ স্বাধীনভাবে সমান মর্যাদা এবং অধিকার নিয়ে জন্মগ্রহণ করে। তাঁদের বিবেক এবং বুদ্ধি আছে; সুতরাং সকলেরই একে অপরের প্রতি ভ্রাতৃত্বসুলভ মনোভাব নিয়ে আচরণ করা উচিত।",
  ],
  [
    "Tamil",
    "மனிதப் பிறவியினர் சகலரும் சுதந்திரமாகவே பிறக்கின்றனர்; அவர்கள் மதிப்பிலும், உரிமைகளிலும் சமமானவர்கள். அவர்கள் நியாயத்தையும் மனசாட்சியையும் இயற்பண்பாகப் பெற்றவர்கள்.",
  ],
  [
    "Arabic",
    "يولد جميع الناس أحرارًا متساوين في الكرامة والحقوق. وقد وهبوا عقلاً وضميرًا وعليهم أن يعامل بعضهم بعضًا بروح الإخاء.",
  ],
  [
    "Hebrew",
    "כל בני האדם נולדו בני חורין ושווים בערכם ובזכויותיהם. כולם חוננו בתבונה ובמצפון, לפיכך חובה עליהם לנהוג איש ברעהו ברוח של אחוה.",
  ],
  ["Chinese", "人人生而自由，在尊严和权利上一律平等。他们赋有理性和良心，并应以兄弟关系的精神相对待。"],
  [
    "Japanese",
    "すべての人間は、生まれながらにして自由であり、かつ、尊厳と権利とについて平等である。人間は、理性と良心とを授けられており、互いに同胞の精神をもって行動しなければならない。",
  ],
  [
    "Korean",
    "모든 인간은 태어날 때부터 자유로우며 그 존엄과 권리에 있어 동등하다. 인간은 천부적으로 이성과 양심을 부여받았으며 서로 형제애의 정신으로 행동하여야 한다.",
  ],
  [
    "Russian",
    "Все люди рождаются свободными и равными в своем достоинстве и правах. Они наделены разумом и совестью и должны поступать в отношении друг друга в духе братства.",
  ],
  [
    "Greek",
    "Όλοι οι άνθρωποι γεννιούνται ελεύθεροι και ίσοι στην αξιοπρέπεια και τα δικαιώματα. Είναι προικισμένοι με λογική και συνείδηση, και οφείλουν να συμπεριφέρονται μεταξύ τους με πνεύμα αδελφοσύνης.",
  ],
];

function udhr(language: string): string {
  const found = UDHR.find(([name]) => name === language);
  if (!found) throw new Error(language);
  return found[1];
}

const cell = (text: string, options: { span?: number; merge?: "restart" | "continue"; bold?: boolean } = {}) =>
  new TableCell({
    columnSpan: options.span,
    verticalMerge:
      options.merge === "restart"
        ? VerticalMergeType.RESTART
        : options.merge === "continue"
          ? VerticalMergeType.CONTINUE
          : undefined,
    children: [new Paragraph({ children: [new TextRun({ text, bold: options.bold })] })],
  });

const TOPICS = [
  "Audience research",
  "Brand voice",
  "Content calendar",
  "Search visibility",
  "Paid social",
  "Email journeys",
  "Landing pages",
  "Analytics set-up",
  "Reporting rhythm",
  "Budget and pacing",
  "Risks and mitigations",
  "Next quarter",
];

function topicParagraphs(topic: string, index: number): Paragraph[] {
  const sentences = [
    `This chapter sets out how the ${topic.toLowerCase()} work will run during the quarter, who owns each step and how progress is measured.`,
    `Every figure quoted here comes from the client's own dashboards, exported on the first working day of the month and checked by a second analyst.`,
    `Where the plan changes, the account lead records the reason, the date and the expected effect on results before anything goes live.`,
    `Section ${index + 1} closes with the open questions that need an answer from the client before the next review meeting.`,
  ];
  return sentences.map(
    (text, i) =>
      new Paragraph({
        spacing: { after: 160 },
        alignment: i === 1 ? AlignmentType.JUSTIFIED : AlignmentType.LEFT,
        children: [new TextRun(text)],
      }),
  );
}

function twelvePages(): Document {
  const pages: Paragraph[][] = TOPICS.map((topic, index) => {
    const heading = new Paragraph({
      heading: HeadingLevel.HEADING_1,
      // Alternate the two ways Word starts a new page: a hard break and "page break before".
      pageBreakBefore: index > 0 && index % 2 === 0,
      children: [new TextRun(`${index + 1}. ${topic}`)],
    });
    const body = topicParagraphs(topic, index);
    const last = index < TOPICS.length - 1 && index % 2 === 0 ? [new Paragraph({ children: [new PageBreak()] })] : [];
    return [heading, ...body, ...last];
  });
  const first = pages[0] ?? [];
  first.splice(
    1,
    0,
    new Paragraph({
      children: [new ImageRun({ type: "png", data: logo, transformation: { width: 269, height: 269 } })],
    }),
    new Paragraph({
      children: [
        new TextRun("The plan follows the brief agreed in March"),
        new FootnoteReferenceRun(1),
        new TextRun(". The full brief is at "),
        new ExternalHyperlink({
          link: "https://example.com/brief",
          children: [new TextRun({ text: "example.com/brief", style: "Hyperlink" })],
        }),
        new TextRun("."),
      ],
    }),
  );
  const second = pages[1] ?? [];
  second.push(
    new Paragraph({ text: "Owners", heading: HeadingLevel.HEADING_2 }),
    new Paragraph({ text: "Strategy", numbering: { reference: "plan", level: 0 } }),
    new Paragraph({ text: "Audience map", numbering: { reference: "plan", level: 1 } }),
    new Paragraph({ text: "Message house", numbering: { reference: "plan", level: 1 } }),
    new Paragraph({ text: "Delivery", numbering: { reference: "plan", level: 0 } }),
    new Paragraph({ text: "Weekly stand-up", bullet: { level: 0 } }),
  );
  const third = pages[2] ?? [];
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: [3000, 3000, 3000],
    borders: {
      top: { style: BorderStyle.SINGLE, size: 4, color: "1F3864" },
      bottom: { style: BorderStyle.SINGLE, size: 4, color: "1F3864" },
      left: { style: BorderStyle.SINGLE, size: 4, color: "1F3864" },
      right: { style: BorderStyle.SINGLE, size: 4, color: "1F3864" },
      insideHorizontal: { style: BorderStyle.SINGLE, size: 4, color: "1F3864" },
      insideVertical: { style: BorderStyle.SINGLE, size: 4, color: "1F3864" },
    },
    rows: [
      new TableRow({
        tableHeader: true,
        children: [cell("Channel", { bold: true }), cell("Quarter totals", { span: 2, bold: true })],
      }),
      new TableRow({ children: [cell("Search", { merge: "restart" }), cell("Spend"), cell("$18,200")] }),
      new TableRow({ children: [cell("", { merge: "continue" }), cell("Leads"), cell("412")] }),
      new TableRow({ children: [cell("Social"), cell("Spend"), cell("$9,600")] }),
    ],
  });
  return new Document({
    creator: "Crestline Digital",
    title: "Quarterly marketing plan",
    styles: {
      paragraphStyles: [
        {
          id: "Heading1",
          name: "Heading 1",
          basedOn: "Normal",
          next: "Normal",
          run: { color: "2E74B5", size: 32, font: "Calibri Light" },
          paragraph: { spacing: { before: 240, after: 120 } },
        },
        {
          id: "Heading2",
          name: "Heading 2",
          basedOn: "Normal",
          next: "Normal",
          run: { color: "C55A11", size: 26, bold: true },
          paragraph: { spacing: { before: 200, after: 80 } },
        },
      ],
    },
    footnotes: { 1: { children: [new Paragraph("Brief v2, signed off on 14 March.")] } },
    numbering: {
      config: [
        {
          reference: "plan",
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START },
            { level: 1, format: LevelFormat.LOWER_LETTER, text: "%2)", alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 1440, right: 1440, bottom: 1440, left: 1440, header: 708, footer: 708 },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                children: [
                  new ImageRun({ type: "png", data: logo, transformation: { width: 32, height: 32 } }),
                  new TextRun({ text: "  Crestline Digital · Quarterly marketing plan", color: "1F3864" }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES] })],
              }),
            ],
          }),
        },
        children: [
          ...pages.slice(0, 2).flat(),
          ...third.slice(0, 2),
          table,
          ...third.slice(2),
          ...pages.slice(3).flat(),
        ],
      },
    ],
  });
}

function scriptsDocument(languages: string[], title: string, withTable: boolean): Document {
  const children: Array<Paragraph | Table> = [new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 })];
  for (const language of languages) {
    children.push(
      new Paragraph({ text: language, heading: HeadingLevel.HEADING_2 }),
      new Paragraph({ spacing: { after: 200 }, children: [new TextRun(udhr(language))] }),
    );
  }
  if (withTable) {
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({ children: [cell("English", { bold: true }), cell("中文", { bold: true })] }),
          new TableRow({ children: [cell("Freedom"), cell("自由")] }),
          new TableRow({ children: [cell("Dignity"), cell("尊严")] }),
        ],
      }),
    );
  }
  return new Document({ creator: "Crestline Digital", sections: [{ children }] });
}

function hindiDocument(): Document {
  return new Document({
    creator: "Crestline Digital",
    sections: [
      {
        children: [
          new Paragraph({ text: "मानव अधिकारों की सार्वभौम घोषणा", heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: "अनुच्छेद 1", heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ spacing: { after: 200 }, children: [new TextRun(udhr("Hindi"))] }),
          new Paragraph({ text: "अनुच्छेद 3", heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ children: [new TextRun("प्रत्येक व्यक्ति को जीवन, स्वाधीनता और वैयक्तिक सुरक्षा का अधिकार है।")] }),
        ],
      },
    ],
  });
}

const outputs: Array<[string, Document]> = [
  ["twelve-pages.docx", twelvePages()],
  ["hindi.docx", hindiDocument()],
  ["cjk.docx", scriptsDocument(["Chinese", "Japanese", "Korean"], "世界人权宣言 第一条", true)],
  [
    "scripts.docx",
    scriptsDocument(
      UDHR.map(([name]) => name),
      "Universal Declaration of Human Rights, article 1",
      false,
    ),
  ],
];
for (const [name, doc] of outputs) {
  fs.writeFileSync(path.join(outDir, name), await Packer.toBuffer(doc));
  console.log(`wrote ${path.relative(process.cwd(), path.join(outDir, name))}`);
}
