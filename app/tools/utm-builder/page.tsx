import { useEffect, useState } from "react";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { Copy, QrCode, Trash2 } from "lucide-react";
import type { Route } from "./+types/page";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { ToolResultOffer } from "#app/tool-kit/ui/result-offer.tsx";
import { recordRun } from "#app/tool-kit/ui/tool-run.ts";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { QrPreview } from "#app/tool-kit/marketing/qr-preview.tsx";
import { buildUtmUrl, type UtmFields } from "#app/tool-kit/marketing/utm-link.ts";
import { PageAddressField, UtmTagFields, type UtmInput } from "#app/tool-kit/marketing/link-fields.tsx";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { Checkbox } from "#app/ui/field.tsx";
import { loadRecent, saveRecent, withRecent } from "./recent-links.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const INPUTS: readonly UtmInput[] = [
  {
    key: "utm_source",
    label: "Source",
    hint: "Who sends the visit: facebook, google, newsletter, flyer.",
    placeholder: "facebook",
    required: true,
  },
  {
    key: "utm_medium",
    label: "Medium",
    hint: "The kind of traffic: cpc, paid-social, email, qr, referral.",
    placeholder: "paid-social",
    required: true,
  },
  {
    key: "utm_campaign",
    label: "Campaign",
    hint: "One name per campaign: diwali-sale-2026.",
    placeholder: "diwali-sale-2026",
    required: true,
  },
  { key: "utm_term", label: "Term (optional)", hint: "The paid keyword or audience.", placeholder: "running-shoes" },
  {
    key: "utm_content",
    label: "Content (optional)",
    hint: "Which ad or link, to tell variants apart.",
    placeholder: "video-a",
  },
];

export default function UtmBuilderPage() {
  const [address, setAddress] = useState("");
  const [fields, setFields] = useState<UtmFields>({});
  const [keepAsTyped, setKeepAsTyped] = useState(false);
  const [built, setBuilt] = useState<string | null>(null);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const [recent, setRecent] = useState<string[]>([]);
  const [showQr, setShowQr] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const { ref: result, reveal } = useRevealResult();

  // Read after hydration: the prerendered page cannot know this browser's list.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setRecent(loadRecent()), []);

  function build(event: React.FormEvent) {
    event.preventDefault();
    const made = buildUtmUrl(address, fields, { keepAsTyped, required: true });
    if (!made.ok) {
      setError({ field: made.field, message: made.error });
      setBuilt(null);
      return;
    }
    setError(null);
    setBuilt(made.url);
    setShowQr(false);
    const next = withRecent(recent, made.url);
    setRecent(next);
    saveRecent(next);
    recordRun(tool.slug);
    reveal();
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(link);
    } catch {
      setCopied(null);
    }
  }

  function clearRecent() {
    setRecent([]);
    saveRecent([]);
  }

  return (
    <ToolFrame tool={tool}>
      <ToolPanel>
        <form onSubmit={build} noValidate className="space-y-4">
          <PageAddressField
            value={address}
            error={errorFor("url")}
            onChange={(event) => setAddress(event.target.value)}
          />
          <UtmTagFields
            className="grid gap-4 sm:grid-cols-2"
            inputs={INPUTS}
            values={fields}
            errorFor={errorFor}
            onChange={(key, value) => setFields((current) => ({ ...current, [key]: value }))}
          />
          <Checkbox
            label="Keep capitals and spaces as typed"
            checked={keepAsTyped}
            onChange={(event) => setKeepAsTyped(event.target.checked)}
          />
          <p className="text-sm text-slate-600">
            {keepAsTyped
              ? "Values are kept as typed (only trimmed); spaces are sent as %20."
              : "Values are lower-cased and each run of spaces becomes one dash, so “Diwali Sale” becomes diwali-sale. Analytics counts “Facebook” and “facebook” as two sources."}{" "}
            The page’s own query and #section stay as they are; earlier utm_ values are replaced.
          </p>
          <Button type="submit">Build link</Button>
        </form>
      </ToolPanel>

      <div ref={result} className="scroll-mt-4">
        {built ? (
          <ToolPanel title="Your campaign link" className="mt-6">
            <p className="break-all rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900" data-utm-link>
              {built}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button onClick={() => void copy(built)}>
                <Copy aria-hidden="true" className="h-4 w-4" /> {copied === built ? "Copied" : "Copy link"}
              </Button>
              <Button variant="secondary" onClick={() => setShowQr(true)} disabled={showQr}>
                <QrCode aria-hidden="true" className="h-4 w-4" /> Make QR code
              </Button>
            </div>
            {showQr ? (
              <div className="mt-4">
                <QrPreview text={built} fileName="campaign-link-qr" />
              </div>
            ) : null}
            <ToolResultOffer tool={tool} />
          </ToolPanel>
        ) : null}
      </div>

      <ToolPanel title="Recent links (this browser only)" className="mt-6">
        {recent.length === 0 ? (
          <p className="text-sm text-slate-600">
            Links you build are listed here. They are kept in this browser and never sent to us.
          </p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100" aria-label="Recent links">
              {recent.map((link) => (
                <li key={link} className="flex items-center gap-2 py-2">
                  <span className="min-w-0 flex-1 break-all font-mono text-xs text-slate-800">{link}</span>
                  <Button variant="ghost" aria-label={`Copy ${link}`} onClick={() => void copy(link)}>
                    <Copy aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </li>
              ))}
            </ul>
            <Button variant="ghost" className="mt-2" onClick={clearRecent}>
              <Trash2 aria-hidden="true" className="h-4 w-4" /> Clear list
            </Button>
          </>
        )}
      </ToolPanel>

      <ToolPanel title="How these links show in reports" className="mt-6">
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            Google Analytics and most other tools read the five utm_ values from the address and list the visit under
            that source, medium and campaign. Use the same names every time: one spelling per source, lower case, dashes
            instead of spaces.
          </p>
          <Alert tone="info">
            Linking to our site? A visitor who arrives through a tagged link and then sends us a form in that visit (a
            quote, contact or audit report request) shows in our Sources report under the Campaign channel, with its
            source and campaign. Visits that send no form are not recorded, and no cookie is set.
          </Alert>
        </div>
      </ToolPanel>
    </ToolFrame>
  );
}
