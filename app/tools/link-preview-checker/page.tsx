import { useState } from "react";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { CheckCircle2, AlertTriangle, XCircle } from "lucide-react";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { ToolResultOffer } from "#app/tool-kit/ui/result-offer.tsx";
import { WorkingButton } from "#app/tool-kit/ui/input-and-results.tsx";
import { recordRun } from "#app/tool-kit/ui/tool-run.ts";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { Alert } from "#app/ui/alert.tsx";
import { PageAddressField } from "#app/tool-kit/marketing/link-fields.tsx";
import { LINK_PREVIEW_PATH, type LinkPreview, type LinkPreviewError } from "#contracts/seo-audit/link-preview.ts";
import { cardContent, findings } from "./logic.ts";
import { PreviewCards } from "./preview-cards.tsx";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const ICONS = {
  ok: <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />,
  warn: <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />,
  missing: <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />,
};

export default function LinkPreviewCheckerPage() {
  const [url, setUrl] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<LinkPreview | null>(null);
  const { ref: result, reveal } = useRevealResult();

  async function check(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(LINK_PREVIEW_PATH, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url }),
      });
      const body = (await res.json()) as LinkPreview | LinkPreviewError;
      if (!res.ok || "error" in body) {
        setPreview(null);
        setError("error" in body ? body.error : "The page could not be checked.");
        return;
      }
      setPreview(body);
      recordRun(tool.slug);
      reveal();
    } catch {
      setError("We could not reach our server. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <ToolFrame tool={tool}>
      <ToolPanel>
        <form onSubmit={(event) => void check(event)} noValidate className="space-y-4">
          <PageAddressField value={url} error={error} onChange={(event) => setUrl(event.target.value)} />
          <WorkingButton type="submit" busy={busy} label="Check preview" workingLabel="Checking..." />
        </form>
      </ToolPanel>
      <div ref={result} className="scroll-mt-4">
        {preview ? (
          <>
            <ToolPanel title="How it will look" className="mt-6">
              <PreviewCards og={cardContent(preview, "og")} x={cardContent(preview, "x")} />
              <ToolResultOffer tool={tool} />
            </ToolPanel>
            <ToolPanel title="What to fix" className="mt-6">
              <ul className="space-y-3" aria-label="Findings">
                {findings(preview).map((finding) => (
                  <li key={finding.text} className="flex gap-2 text-sm">
                    {ICONS[finding.level]}
                    <span>
                      <span className="font-semibold text-slate-900">{finding.text}</span>
                      {finding.fix ? <span className="block text-slate-600">{finding.fix}</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
              <Alert tone="info" className="mt-4">
                Platforms keep a copy of a preview for days. After fixing the tags, ask Facebook&apos;s Sharing Debugger
                or LinkedIn&apos;s Post Inspector to read the page again.
              </Alert>
            </ToolPanel>
          </>
        ) : null}
      </div>
    </ToolFrame>
  );
}
