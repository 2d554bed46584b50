import { useState } from "react";
import { TextArea } from "#app/ui/field.tsx";
import { type FieldErrors, fieldId } from "./content-form.ts";
import { IMAGE_ACCEPT, uploadImage } from "./content-upload.ts";

interface CoverImageFieldProps {
  image: { src: string; alt: string };
  errors: FieldErrors;
  onChange: (path: "image.src" | "image.alt", value: string) => void;
  onSignedOut: (error: unknown) => boolean;
}

/** The cover: a file upload (cropped by the server), its preview, and its description. */
export function CoverImageField({ image, errors, onChange, onSignedOut }: CoverImageFieldProps) {
  const inputId = fieldId("image.src");
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const error = uploadError ?? errors["image.src"] ?? errors.image;

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    const result = await uploadImage(file, "cover", onSignedOut);
    setUploading(false);
    if (result.ok) onChange("image.src", result.image.src);
    else setUploadError(result.message);
  }

  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="text-base font-bold text-slate-900">Cover image</legend>
      <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
        <div className="flex aspect-[8/5] items-center justify-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
          {image.src ? (
            <img src={image.src} alt="" className="h-full w-full object-cover" />
          ) : (
            <span className="px-3 text-center text-sm text-slate-500">No cover image yet</span>
          )}
        </div>
        <div className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
            {image.src ? "Replace the cover image" : "Upload a cover image"}
          </label>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={uploading}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = "";
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          {error ? (
            <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : (
            <p id={`${inputId}-hint`} className="text-sm text-slate-500">
              JPEG, PNG, WebP, AVIF or GIF up to 10 MB; cropped to 1200 × 750.
            </p>
          )}
          <p role="status" className="text-sm text-slate-600">
            {uploading ? "Uploading the image..." : ""}
          </p>
        </div>
      </div>
      <TextArea
        id={fieldId("image.alt")}
        name="image.alt"
        label="Cover image description"
        hint="What the image shows, for people who cannot see it (at least 15 characters)."
        required
        rows={2}
        value={image.alt}
        error={errors["image.alt"]}
        onChange={(event) => onChange("image.alt", event.target.value)}
      />
    </fieldset>
  );
}
