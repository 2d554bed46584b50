import { useEffect, useState } from "react";
import { BlobImage } from "#app/tool-kit/ui/blob-image.tsx";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";

const ALREADY_COMPACT_MESSAGE =
  "Already compact: compressing would not make it smaller, so this is your original picture, unchanged, with its location and camera details (EXIF and XMP) removed";

/** "48.3 KB": compressed images are mostly under a megabyte. */
function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Said when the target size asked for could not be reached: the file is the smallest we could make. */
function targetMissedMessage(targetKb: number, resultBytes: number): string {
  return `Could not reach ${targetKb.toLocaleString("en-IN")} KB: the smallest this image goes, at the lowest quality, is ${formatKilobytes(resultBytes)}`;
}

/** What became of one file, beyond its bytes (compress.ts). */
export interface CompressNote {
  alreadyCompact: boolean;
  /** The target size asked for, when it was not reached. */
  missedTargetKb?: number;
}

/** The words after a finished file's name in the list: the missed target first, it matters most. */
export function noteText(note: CompressNote | undefined, result: Blob): string | undefined {
  if (note?.missedTargetKb !== undefined) return targetMissedMessage(note.missedTargetKb, result.size);
  return note?.alreadyCompact ? ALREADY_COMPACT_MESSAGE : undefined;
}

/**
 * The original and the compressed image on top of each other, split by a divider the
 * visitor drags (or moves with the arrow keys: it is a labelled range input stretched
 * over the picture), to compare the same spot before and after. A file that was already
 * compact is said so instead. Scrolls into view when it appears (the result is below the form).
 */
export function BeforeAfter({ before, after, note }: { before: Blob; after: Blob; note?: CompressNote }) {
  const [position, setPosition] = useState(50);
  const { ref, reveal } = useRevealResult();
  useEffect(() => reveal(), [reveal, after]);
  const missed =
    note?.missedTargetKb !== undefined ? (
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {targetMissedMessage(note.missedTargetKb, after.size)}. Try a larger target, or resize the image first.
      </p>
    ) : null;
  if (note?.alreadyCompact) {
    return (
      <div ref={ref} className="scroll-mt-4 space-y-2 text-sm text-green-900">
        {missed}
        <p>{ALREADY_COMPACT_MESSAGE}.</p>
      </div>
    );
  }
  return (
    <div ref={ref} className="scroll-mt-4 space-y-2">
      {missed}
      <figure className="w-full space-y-2">
        <div className="relative mx-auto w-fit max-w-full overflow-hidden rounded-lg border border-green-200">
          <BlobImage blob={after} alt="Compressed image" className="block max-h-96 w-auto max-w-full" />
          <BlobImage
            blob={before}
            alt="Original image"
            className="absolute inset-0 block h-full w-full"
            style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow-[0_0_0_1px_rgba(15,23,42,0.5)]"
            style={{ left: `${position}%` }}
          />
          <input
            type="range"
            min={0}
            max={100}
            value={position}
            onChange={(event) => setPosition(Number(event.target.value))}
            aria-label="Divider between original (left) and compressed (right)"
            aria-valuetext={`${position}% original`}
            className="absolute inset-0 h-full w-full cursor-ew-resize opacity-0 focus-visible:opacity-20"
          />
        </div>
        <figcaption className="flex justify-between text-sm text-slate-600">
          <span>Original · {formatKilobytes(before.size)}</span>
          <span>Compressed · {formatKilobytes(after.size)}</span>
        </figcaption>
      </figure>
    </div>
  );
}
