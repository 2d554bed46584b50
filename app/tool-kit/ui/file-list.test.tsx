import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import { FileListPicker, RemoveFileButton } from "./file-list.tsx";

const picker = (count: number) =>
  renderToStaticMarkup(
    <FileListPicker
      rule={INPUTS.pngs}
      onFiles={() => {}}
      label="Choose PNG images"
      hint="or drag and drop them here"
      error={null}
      inputRef={createRef<HTMLInputElement>()}
      disabled={false}
      announcement="2 files added."
      count={count}
      totalBytes={3 * 1024 * 1024}
    >
      <ul aria-label="Files to convert" />
    </FileListPicker>,
  );

describe("FileListPicker", () => {
  it("shows the picker and the spoken note, and the header and list only once files are chosen", () => {
    const empty = picker(0);
    expect(empty).toContain("Choose PNG images");
    expect(empty).toContain('<p aria-live="polite" class="sr-only">2 files added.</p>');
    expect(empty).not.toContain("Selected files");
    expect(empty).not.toContain("Files to convert");

    const listed = picker(2);
    expect(listed).toContain('<h2 class="text-base font-bold text-slate-900">Selected files (2) · 3.00 MB</h2>');
    expect(listed).toContain("Add More Files");
    expect(listed).toContain('<ul aria-label="Files to convert"></ul>');
  });
});

describe("RemoveFileButton", () => {
  it("is named after its file and keeps the id it is given", () => {
    const html = renderToStaticMarkup(
      <RemoveFileButton id="png-to-jpeg-remove-3" fileName="cat.png" disabled onClick={() => {}} />,
    );
    expect(html).toMatch(
      /^<button type="button" id="png-to-jpeg-remove-3" aria-label="Remove cat.png" title="Remove" disabled=""/,
    );
  });
});
