import { describe, expect, it } from "vitest";
import {
  IMAGES_PDF_NAME,
  baseName,
  documentPdfName,
  imageResultName,
  mp3Name,
  pdfPageImageName,
  pdfPagesZipName,
} from "#app/tools/conversion/file-names.ts";

describe("download names", () => {
  it("follows the naming rules", () => {
    expect(IMAGES_PDF_NAME).toBe("converted-images.pdf");
    expect(documentPdfName("Q3 Report.final.docx")).toBe("Q3 Report.final.pdf");
    expect(documentPdfName("budget.XLSX")).toBe("budget.pdf");
    expect(documentPdfName("README")).toBe("README.pdf");
    expect(documentPdfName(".docx")).toBe("converted.pdf");
    expect(documentPdfName(undefined)).toBe("converted.pdf");
    expect(mp3Name("C:\\Videos\\clip.mp4")).toBe("clip.mp3");
    expect(mp3Name("")).toBe("converted.mp3");
    expect(imageResultName("jpeg")).toBe("converted.jpg");
    expect(imageResultName("png")).toBe("converted.png");
  });

  it("names PDF pages and their ZIP", () => {
    expect(pdfPageImageName("deck.pdf", 2, "png")).toBe("deck-page-2.png");
    expect(pdfPageImageName("", 1, "jpeg")).toBe("converted-page-1.jpg");
    expect(pdfPagesZipName("deck.pdf", "png")).toBe("deck-png.zip");
    expect(baseName("  spaced name .pdf ")).toBe("spaced name");
  });
});
