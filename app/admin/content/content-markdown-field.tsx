import { useRef, useState } from "react";
import { ImagePlus } from "lucide-react";
import { ArticleBody } from "#app/site/components/content/article-body.tsx";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { TextArea, TextField } from "#app/ui/field.tsx";
import { fieldId } from "./content-form.ts";
import { IMAGE_ACCEPT, uploadImage } from "./content-upload.ts";
import { useMarkdownPreview } from "./use-markdown-preview.ts";

/** `![alt](src)` with the brackets of the description escaped, so it stays one image. */
export function imageMarkdown(alt: string, src: string): string {
  return `![${alt.trim().replace(/[[\]\\]/g, "\\$&")}](${src})`;
}

/** The text with `insert` put in place of the selection [start, end), on its own paragraph. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const block = `${lead}${insert}${trail}`;
  return { text: `${before}${block}${after}`, cursor: before.length + lead.length + insert.length };
}

interface MarkdownBodyFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onSignedOut: (error: unknown) => boolean;
}

/** The article's body: Markdown on one side, the public page's rendering of it on the other. */
export function MarkdownBodyField({ value, error, onChange, onSignedOut }: MarkdownBodyFieldProps) {
  // Where the cursor was last in the text: the image goes there (the end of the text until then).
  const selection = useRef<{ start: number; end: number } | null>(null);
  const [inserting, setInserting] = useState(false);
  const preview = useMarkdownPreview(value, onSignedOut);

  function openInsert() {
    setInserting(true);
  }

  function insert(markdown: string) {
    const { start, end } = selection.current ?? { start: value.length, end: value.length };
    const next = insertAt(value, start, end, markdown);
    onChange(next.text);
    setInserting(false);
    // Back to the text, the cursor just after the image, once React has put the new text in.
    selection.current = { start: next.cursor, end: next.cursor };
    requestAnimationFrame(() => {
      const element = document.getElementById(fieldId("body"));
      if (!(element instanceof HTMLTextAreaElement)) return;
      element.focus();
      element.setSelectionRange(next.cursor, next.cursor);
    });
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="space-y-2">
        <TextArea
          id={fieldId("body")}
          name="body"
          label="Body (Markdown)"
          hint="## for a heading, - for a list, [text](https://…) for a link, > for a quote, | for a table."
          required
          rows={22}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
          onSelect={(event) => {
            const { selectionStart, selectionEnd } = event.currentTarget;
            selection.current = { start: selectionStart, end: selectionEnd };
          }}
          className="font-mono text-sm leading-6"
        />
        <Button variant="secondary" onClick={openInsert}>
          <ImagePlus aria-hidden="true" className="h-4 w-4" />
          Insert image
        </Button>
      </div>
      <section aria-labelledby="content-preview-heading" className="min-w-0 rounded-xl bg-white ring-1 ring-slate-200">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
          <h3 id="content-preview-heading" className="text-sm font-semibold text-slate-800">
            Preview
          </h3>
          <p role="status" className="text-xs text-slate-500">
            {preview.updating ? "Updating..." : ""}
          </p>
        </div>
        {preview.error ? <p className="px-4 pt-3 text-sm font-medium text-red-700">{preview.error}</p> : null}
        <div data-testid="markdown-preview" className="max-h-[40rem] overflow-y-auto px-4 py-5 sm:px-6">
          {preview.html ? (
            <ArticleBody html={preview.html} />
          ) : (
            <p className="text-sm text-slate-500">The article appears here as you write.</p>
          )}
        </div>
      </section>
      <InsertImageDialog
        open={inserting}
        onClose={() => setInserting(false)}
        onInsert={insert}
        onSignedOut={onSignedOut}
      />
    </div>
  );
}

interface InsertImageDialogProps {
  open: boolean;
  onClose: () => void;
  onInsert: (markdown: string) => void;
  onSignedOut: (error: unknown) => boolean;
}

const MIN_ALT = 15;

/** Asks for the image and its description, uploads it, and hands back its Markdown. */
function InsertImageDialog({ open, onClose, onInsert, onSignedOut }: InsertImageDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [uploading, setUploading] = useState(false);

  function close() {
    setFile(null);
    setAlt("");
    setErrors({});
    onClose();
  }

  async function submit() {
    const next = {
      file: file ? undefined : "Please choose an image.",
      alt: alt.trim().length >= MIN_ALT ? undefined : "Describe the image in at least 15 characters.",
    };
    setErrors(next);
    if (!file || next.alt) return;
    setUploading(true);
    const result = await uploadImage(file, "body", onSignedOut);
    setUploading(false);
    if (!result.ok) {
      setErrors({ file: result.message });
      return;
    }
    const markdown = imageMarkdown(alt, result.image.src);
    setFile(null);
    setAlt("");
    setErrors({});
    onInsert(markdown);
  }

  return (
    <Dialog open={open} onClose={close} title="Insert image">
      {/* No <form> here: the dialog sits inside the editor's form, and forms cannot nest. */}
      <div className="space-y-4">
        <div>
          <label htmlFor="content-insert-image-file" className="mb-1.5 block text-sm font-semibold text-slate-800">
            Image file
          </label>
          <input
            id="content-insert-image-file"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? "content-insert-image-file-error" : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
          />
          {errors.file ? (
            <p id="content-insert-image-file-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.file}
            </p>
          ) : null}
        </div>
        <TextField
          label="Image description"
          hint="What the image shows, for people who cannot see it."
          value={alt}
          error={errors.alt}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            // Enter inserts the image (and does not submit the editor's form around the dialog).
            if (event.key !== "Enter") return;
            event.preventDefault();
            void submit();
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={uploading}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={uploading} aria-busy={uploading}>
            {uploading ? "Uploading..." : "Upload and insert"}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
