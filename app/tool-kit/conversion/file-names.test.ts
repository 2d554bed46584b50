import { describe, expect, it } from "vitest";
import {
  IMAGES_PDF_NAME,
  baseName,
  documentPdfName,
  imageResultName,
  imagesPdfName,
  imagesZipName,
  mp3Name,
  pdfPageImageName,
  pdfPagesZipName,
  uniqueNames,
} from "#app/tool-kit/conversion/file-names.ts";

describe("download names", () => {
  it("keep the user's file name with the new extension; the spec's fallbacks only without a name", () => {
    expect(documentPdfName("Q3 Report.final.docx")).toBe("Q3 Report.final.pdf");
    expect(documentPdfName("budget.XLSX")).toBe("budget.pdf");
    expect(documentPdfName("README")).toBe("README.pdf");
    expect(documentPdfName(".docx")).toBe("converted.pdf");
    expect(documentPdfName(undefined)).toBe("converted.pdf");
    expect(mp3Name("C:\\Videos\\clip.mp4")).toBe("clip.mp3");
    expect(mp3Name("")).toBe("converted.mp3");
    expect(imageResultName("photo.png", "jpeg")).toBe("photo.jpg");
    expect(imageResultName("Ferien 2025 – Strand.webp", "png")).toBe("Ferien 2025 – Strand.png");
    expect(imageResultName("写真.webp", "jpeg")).toBe("写真.jpg");
    expect(imageResultName(undefined, "jpeg")).toBe("converted.jpg");
    expect(imageResultName("  ", "png")).toBe("converted.png");
  });

  it("name a PDF of one image after it, and of several images converted-images.pdf", () => {
    expect(imagesPdfName(["scan 1.jpeg"])).toBe("scan 1.pdf");
    expect(imagesPdfName(["a.png", "b.png"])).toBe(IMAGES_PDF_NAME);
    expect(IMAGES_PDF_NAME).toBe("converted-images.pdf");
    expect(imagesPdfName([""])).toBe("converted.pdf");
  });

  it("name PDF pages and their ZIP; the only page of a one-page PDF keeps the plain name", () => {
    expect(pdfPageImageName("deck.pdf", 2, "png")).toBe("deck-page-2.png");
    expect(pdfPageImageName("deck.pdf", 2, "png", 3)).toBe("deck-page-2.png");
    expect(pdfPageImageName("flyer.pdf", 1, "jpeg", 1)).toBe("flyer.jpg");
    expect(pdfPageImageName("", 1, "jpeg")).toBe("converted-page-1.jpg");
    expect(pdfPagesZipName("deck.pdf", "png")).toBe("deck-png.zip");
    expect(imagesZipName("jpeg")).toBe("converted-jpg.zip");
    expect(baseName("  spaced name .pdf ")).toBe("spaced name");
  });

  it("make names side by side unique, whatever their case", () => {
    expect(uniqueNames(["a.jpg", "b.jpg", "a.jpg", "A.JPG", "a (2).jpg", "noext", "noext"])).toEqual([
      "a.jpg",
      "b.jpg",
      "a (2).jpg",
      "A (3).JPG",
      "a (2) (2).jpg",
      "noext",
      "noext (2)",
    ]);
  });
});
