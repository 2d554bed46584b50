import type { ReactNode } from "react";
import type { AdminLeadSource } from "#contracts/leads/lead-desk.ts";
import { UTM_KEYS, type UtmKey } from "#contracts/leads/lead-source.ts";
import { formatDateTime } from "../../shared/format.ts";
import { channelLabel, toolTitle } from "../../sources/sources-format.ts";
import { DetailRow, DetailSection } from "./detail-section.tsx";

// The lead detail panel's "Lead source" section: the visit the lead's form was sent from
// (contracts/leads/lead-source.ts), as the server stored it beside the lead.

const UTM_LABELS: Readonly<Record<UtmKey, string>> = {
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  utm_term: "UTM term",
  utm_content: "UTM content",
};

const DEVICE_LABELS: Readonly<Record<string, string>> = { mobile: "Mobile", tablet: "Tablet", desktop: "Desktop" };

/** "Google Ads click (gclid)", "Meta ad click (fbclid)", both, or null when the visit had none. */
export function adClickLabel(source: Pick<AdminLeadSource, "gclid" | "fbclid">): string | null {
  const clicks = [
    ...(source.gclid ? ["Google Ads click (gclid)"] : []),
    ...(source.fbclid ? ["Meta ad click (fbclid)"] : []),
  ];
  return clicks.length > 0 ? clicks.join(", ") : null;
}

function Path({ children }: { children: ReactNode }) {
  return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] wrap-anywhere">{children}</code>;
}

function Tool({ slug }: { slug: string }) {
  const title = toolTitle(slug);
  return (
    <>
      {title !== slug ? `${title} ` : null}
      <Path>{slug}</Path>
    </>
  );
}

/** Where the lead came from; "Source not recorded" for leads sent without it. */
export function LeadSourceDetails({ source }: { source: AdminLeadSource | null }) {
  const adClick = source ? adClickLabel(source) : null;
  return (
    <DetailSection title="Lead source">
      {!source ? (
        <p className="mt-2 text-sm text-slate-600">
          Source not recorded. The form was sent without it (JavaScript or browser storage off), or before sources were
          kept.
        </p>
      ) : (
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          <DetailRow label="Channel">{channelLabel(source.channel)}</DetailRow>
          <DetailRow label="Landing page">
            <Path>{source.landingPage}</Path>
          </DetailRow>
          <DetailRow label="Landed at">
            <time dateTime={source.landedAt}>{formatDateTime(source.landedAt)}</time>
          </DetailRow>
          <DetailRow label="Form page">
            <Path>{source.formPage}</Path>
          </DetailRow>
          <DetailRow label="Referrer">{source.referrerHost ?? <span className="text-slate-600">None</span>}</DetailRow>
          {UTM_KEYS.map((key) => {
            const value = source.utm[key];
            return value ? (
              <DetailRow key={key} label={UTM_LABELS[key]}>
                {value}
              </DetailRow>
            ) : null;
          })}
          {adClick ? <DetailRow label="Ad click">{adClick}</DetailRow> : null}
          <DetailRow label="Device">{DEVICE_LABELS[source.device] ?? source.device}</DetailRow>
          <DetailRow label="Tools used">
            {source.toolsUsed.length === 0 ? (
              <span className="text-slate-600">None</span>
            ) : (
              <ol className="space-y-2">
                {source.toolsUsed.map((use, index) => (
                  <li key={`${use.tool}-${use.at}-${index}`}>
                    <Tool slug={use.tool} />{" "}
                    <span className="block text-slate-600">
                      at <time dateTime={use.at}>{formatDateTime(use.at)}</time>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </DetailRow>
          {source.offerTool ? (
            <DetailRow label="Offer from tool">
              <Tool slug={source.offerTool} />
            </DetailRow>
          ) : null}
        </dl>
      )}
    </DetailSection>
  );
}
