import { Check } from "lucide-react";
import { BlobImage } from "#app/tool-kit/ui/blob-image.tsx";
import type { PageThumbnail } from "#app/tool-kit/pdf/pdf-preview.ts";

interface PagePickerProps {
  pageCount: number;
  thumbnails: readonly (PageThumbnail | undefined)[];
  selected: ReadonlySet<number>;
  disabled: boolean;
  onToggle: (pageNumber: number) => void;
}

/** Every page as a toggle button (its thumbnail once drawn): pressed pages are the ones kept. */
export function PagePicker({ pageCount, thumbnails, selected, disabled, onToggle }: PagePickerProps) {
  return (
    <ul aria-label="Pages" className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-6">
      {Array.from({ length: pageCount }, (_, i) => {
        const pageNumber = i + 1;
        const thumbnail = thumbnails[i];
        const pressed = selected.has(pageNumber);
        return (
          <li key={pageNumber}>
            <button
              type="button"
              aria-pressed={pressed}
              aria-label={`Page ${pageNumber}`}
              disabled={disabled}
              onClick={() => onToggle(pageNumber)}
              className={`relative flex w-full flex-col items-center gap-1 rounded-lg border-2 p-1.5 text-sm font-medium ${
                pressed ? "border-brand-600 bg-brand-50 text-brand-900" : "border-slate-200 bg-white text-slate-700"
              } hover:border-brand-400 disabled:cursor-not-allowed`}
            >
              <span className="flex aspect-[3/4] w-full items-center justify-center overflow-hidden bg-slate-100">
                {thumbnail ? (
                  <BlobImage
                    blob={thumbnail.blob}
                    alt=""
                    width={thumbnail.width}
                    height={thumbnail.height}
                    className="max-h-full max-w-full border border-slate-200 bg-white"
                  />
                ) : null}
              </span>
              <span aria-hidden="true">{pageNumber}</span>
              {pressed ? (
                <Check
                  aria-hidden="true"
                  className="absolute right-1 top-1 h-5 w-5 rounded-full bg-brand-600 p-0.5 text-white"
                />
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
