// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import { FileListPicker, RemoveFileButton, useFileList } from "./file-list.tsx";

afterEach(cleanup);

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

describe("useFileList", () => {
  const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: "image/png" });
  const text = () => new File(["notes"], "notes.txt", { type: "text/plain" });

  it("lists the accepted files with ids, says how many were added and keeps the first refusal", () => {
    const onAdded = vi.fn();
    const { result } = renderHook(() => useFileList(INPUTS.pngs, (file, id) => ({ id, file }), onAdded));
    act(() => result.current.picker.onFiles([png("a.png", 3), text(), png("b.png", 4)]));
    expect(result.current.items.map((item) => [item.id, item.file.name])).toEqual([
      [1, "a.png"],
      [2, "b.png"],
    ]);
    expect(result.current.selectionError).toMatch(/PNG/);
    expect(result.current.picker).toMatchObject({ announcement: "2 files added.", count: 2, totalBytes: 7 });
    expect(onAdded).toHaveBeenCalledTimes(1);

    act(() => result.current.picker.onFiles([png("c.png", 1)]));
    expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(result.current.selectionError).toBeNull();
    expect(result.current.picker.announcement).toBe("1 file added.");
  });

  it("adds nothing, and does not call onAdded, when no picked file is accepted", () => {
    const onAdded = vi.fn();
    const { result } = renderHook(() => useFileList(INPUTS.pngs, (file, id) => ({ id, file }), onAdded));
    act(() => result.current.picker.onFiles([text()]));
    expect(result.current.items).toEqual([]);
    expect(result.current.selectionError).toMatch(/PNG/);
    expect(result.current.picker.announcement).toBe("");
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("removes one file with a spoken note, and clears the list, the error and the note", () => {
    const { result } = renderHook(() => useFileList(INPUTS.pngs, (file, id) => ({ id, file })));
    act(() => result.current.picker.onFiles([png("a.png", 3), png("b.png", 4), text()]));
    act(() => result.current.remove(result.current.items[0]!));
    expect(result.current.items.map((item) => item.file.name)).toEqual(["b.png"]);
    expect(result.current.selectionError).toBeNull();
    expect(result.current.picker).toMatchObject({ announcement: "a.png removed.", count: 1, totalBytes: 4 });
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    expect(result.current.picker).toMatchObject({ announcement: "", count: 0, totalBytes: 0 });
  });
});
