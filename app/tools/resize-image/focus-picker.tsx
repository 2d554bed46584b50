import { useRef } from "react";
import { BlobImage } from "#app/tool-kit/ui/blob-image.tsx";
import { coverCrop, nudgeFocus, type FocusPoint } from "./presets.ts";

interface Props {
  file: File;
  /** The picture's upright size, once the preview has loaded. */
  natural: { width: number; height: number } | null;
  onNatural: (size: { width: number; height: number }) => void;
  target: { width: number; height: number };
  focus: FocusPoint;
  onFocus: (focus: FocusPoint) => void;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * The first image with the part that will be kept outlined; drag on it (or use the arrow
 * keys on the focused picture, Shift for small steps, Home to centre) to move the focus point.
 */
export function FocusPicker({ file, natural, onNatural, target, focus, onFocus }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const crop = natural ? coverCrop(natural, target, focus) : null;
  const pointAt = (event: React.PointerEvent) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    onFocus({ x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) });
  };
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-slate-900">Focus point</p>
      <div
        ref={box}
        role="slider"
        tabIndex={0}
        aria-label="Focus point: the part of the picture to keep"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(focus.x * 100)}
        aria-valuetext={`${percent(focus.x)} across, ${percent(focus.y)} down`}
        className="relative mx-auto w-fit max-w-full cursor-crosshair touch-none select-none overflow-hidden rounded-lg border border-slate-300 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          pointAt(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) pointAt(event);
        }}
        onKeyDown={(event) => {
          const next = nudgeFocus(focus, event.key, event.shiftKey);
          if (next) {
            event.preventDefault();
            onFocus(next);
          }
        }}
      >
        <BlobImage
          blob={file}
          alt=""
          draggable={false}
          className="block max-h-72 w-auto max-w-full"
          onLoad={(event) =>
            onNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
        />
        {crop && natural ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute border-2 border-white shadow-[0_0_0_9999px_rgba(15,23,42,0.45)]"
            style={{
              left: percent(crop.x / natural.width),
              top: percent(crop.y / natural.height),
              width: percent(crop.width / natural.width),
              height: percent(crop.height / natural.height),
            }}
          />
        ) : null}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600"
          style={{ left: percent(focus.x), top: percent(focus.y) }}
        />
      </div>
      <p className="text-xs text-slate-600">
        Drag on the picture, or use the arrow keys, to choose what stays in view. It applies to every image.
      </p>
    </div>
  );
}
