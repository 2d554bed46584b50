import { useRef, useState } from "react";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { TipsList, ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { ToolResultOffer } from "#app/tool-kit/ui/result-offer.tsx";
import { recordRun } from "#app/tool-kit/ui/tool-run.ts";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { QrPreview, type QrLogo } from "#app/tool-kit/marketing/qr-preview.tsx";
import { qrContrast } from "#app/tool-kit/marketing/colour-contrast.ts";
import type { ErrorCorrection } from "#app/tool-kit/marketing/qr-code.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { SelectField } from "#app/ui/field.tsx";
import { readLogo } from "./logo.ts";
import { EMPTY_FIELDS, QR_KINDS, qrPayload, type QrFields, type QrKind } from "./payloads.ts";
import { QrKindFields } from "./qr-fields.tsx";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const LEVELS = [
  { value: "L", label: "L: 7 % can be damaged (smallest code)" },
  { value: "M", label: "M: 15 % (recommended)" },
  { value: "Q", label: "Q: 25 %" },
  { value: "H", label: "H: 30 % (needed for a logo)" },
] as const;

const TIPS = [
  "Print the code at least 2 cm wide, and wider when it is read from afar: about a tenth of the scanning distance.",
  "Keep the white margin around the code: scanners need it to find the edges.",
  "Test the printed code with two or three phones before a large print run.",
  "A link code can carry campaign tags, so your analytics shows how many visits the print brought.",
];

export default function QrCodeGeneratorPage() {
  const [kind, setKind] = useState<QrKind>("url");
  const [fields, setFields] = useState<QrFields>(EMPTY_FIELDS);
  const [foreground, setForeground] = useState("#0f172a");
  const [background, setBackground] = useState("#ffffff");
  const [level, setLevel] = useState<ErrorCorrection>("M");
  const [logo, setLogo] = useState<QrLogo | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const { ref: result, reveal } = useRevealResult();
  const counted = useRef(false);

  const payload = qrPayload(kind, fields);
  const contrast = qrContrast(foreground, background);
  const error = shown && !payload.ok ? { field: payload.field, message: payload.error } : null;

  function make(event: React.FormEvent) {
    event.preventDefault();
    setShown(true);
    reveal();
  }

  async function chooseLogo(file: File | undefined) {
    setLogoError(null);
    if (!file) return;
    try {
      setLogo(await readLogo(file));
    } catch (problem) {
      setLogo(null);
      setLogoError(problem instanceof Error ? problem.message : String(problem));
    }
  }

  return (
    <ToolFrame tool={tool}>
      <ToolPanel>
        <form onSubmit={make} noValidate className="space-y-5">
          <SelectField
            label="What the code opens"
            name="kind"
            options={QR_KINDS}
            value={kind}
            onChange={(event) => setKind(event.target.value as QrKind)}
          />
          <QrKindFields
            kind={kind}
            fields={fields}
            error={error}
            onChange={(next) => setFields((current) => ({ ...current, ...next }))}
          />
          <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-slate-800">Look</legend>
            <ColourInput label="Code colour" value={foreground} onChange={setForeground} />
            <ColourInput label="Background colour" value={background} onChange={setBackground} />
            <SelectField
              label="Error correction"
              name="level"
              options={LEVELS}
              value={logo ? "H" : level}
              disabled={logo !== null}
              onChange={(event) => setLevel(event.target.value as ErrorCorrection)}
            />
            <div>
              <label htmlFor="qr-logo" className="block text-sm font-semibold text-slate-800">
                Logo in the centre (optional)
              </label>
              <input
                id="qr-logo"
                type="file"
                accept="image/png,image/jpeg,image/webp,image/svg+xml"
                className="mt-1 block w-full text-sm"
                onChange={(event) => void chooseLogo(event.target.files?.[0])}
              />
              {logo ? (
                <Button variant="ghost" className="mt-1" onClick={() => setLogo(null)}>
                  Remove logo
                </Button>
              ) : null}
              {logoError ? <Alert className="mt-2">{logoError}</Alert> : null}
            </div>
          </fieldset>
          {contrast.level !== "ok" ? (
            <Alert tone={contrast.level === "refuse" ? "error" : "info"}>{contrast.message}</Alert>
          ) : null}
          <Button type="submit">Make QR code</Button>
        </form>
      </ToolPanel>

      <div ref={result} className="scroll-mt-4">
        {shown && payload.ok && contrast.level !== "refuse" ? (
          <ToolPanel title="Your QR code" className="mt-6">
            <QrPreview
              text={payload.text}
              look={{ foreground, background }}
              level={level}
              logo={logo}
              fileName={`qr-${kind}`}
              onMade={() => {
                if (counted.current) return;
                counted.current = true;
                recordRun(tool.slug);
              }}
            />
            <p className="mt-4 break-all text-sm text-slate-600">
              <span className="font-semibold text-slate-800">It holds: </span>
              <span data-qr-text>{payload.text}</span>
            </p>
            <ToolResultOffer tool={tool} />
          </ToolPanel>
        ) : null}
      </div>
      <div className="mt-6">
        <TipsList title="Codes that scan first time" tips={TIPS} />
      </div>
    </ToolFrame>
  );
}

function ColourInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = `qr-${label.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 cursor-pointer rounded border border-slate-300"
        />
        <span className="font-mono text-sm text-slate-700">{value}</span>
      </div>
    </div>
  );
}
