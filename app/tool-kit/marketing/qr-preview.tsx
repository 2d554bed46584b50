import { useEffect, useState } from "react";
import { Download } from "lucide-react";
import { downloadBlob } from "#app/lib/download.ts";
import { Button } from "#app/ui/button.tsx";
import { Alert } from "#app/ui/alert.tsx";
import { qrMatrix, qrPixels, qrSvg, type ErrorCorrection, type QrLook, type Rgba } from "./qr-code.ts";

// The code on screen and its downloads: the PNG is these pixels painted on a canvas, the SVG
// the same modules as vectors, so what the visitor sees is what they save.

export interface QrLogo {
  pixels: Rgba;
  dataUrl: string;
}

interface QrPreviewProps {
  text: string;
  look?: Omit<QrLook, "scale">;
  level?: ErrorCorrection;
  logo?: QrLogo | null;
  /** File name without extension. */
  fileName: string;
  /** Called once per new code made (e.g. to count a run). */
  onMade?: () => void;
}

const PNG_SCALE = 12;

function pngOf(image: Rgba): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve(null);
  context.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}

export function QrPreview({
  text,
  look = { foreground: "#000000", background: "#ffffff" },
  level = "M",
  logo,
  fileName,
  onMade,
}: QrPreviewProps) {
  const made = qrMatrix(text, level, Boolean(logo));
  const [png, setPng] = useState<{ blob: Blob; url: string } | null>(null);
  const matrix = made.ok ? made.matrix : null;

  useEffect(() => {
    if (!matrix) return;
    let cancelled = false;
    let url = "";
    void pngOf(qrPixels(matrix, { ...look, scale: PNG_SCALE }, logo?.pixels)).then((blob) => {
      if (cancelled || !blob) return;
      url = URL.createObjectURL(blob);
      setPng({ blob, url });
      onMade?.();
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
    // The matrix is rebuilt each render: its text, level and the look are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, level, look.foreground, look.background, logo]);

  if (!made.ok) return <Alert>{made.error}</Alert>;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      {png ? (
        <img
          src={png.url}
          alt={`QR code for: ${text.length > 80 ? `${text.slice(0, 80)}…` : text}`}
          className="h-56 w-56 rounded-lg border border-slate-200"
          data-qr-code
        />
      ) : (
        <div className="h-56 w-56 rounded-lg border border-slate-200 bg-slate-100" aria-hidden="true" />
      )}
      <div className="flex w-full flex-col gap-3 sm:w-auto">
        <p className="text-sm text-slate-600">
          Version {made.matrix.version}, error correction {made.matrix.level}
          {logo ? " (raised to H for the logo)" : ""}.
        </p>
        <Button disabled={!png} onClick={() => png && downloadBlob(png.blob, `${fileName}.png`)}>
          <Download aria-hidden="true" className="h-4 w-4" /> Download PNG
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            downloadBlob(
              new Blob([qrSvg(made.matrix, look, logo?.dataUrl)], { type: "image/svg+xml" }),
              `${fileName}.svg`,
            )
          }
        >
          <Download aria-hidden="true" className="h-4 w-4" /> Download SVG
        </Button>
      </div>
    </div>
  );
}
