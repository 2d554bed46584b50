import { type ReactNode, useId } from "react";
import type { AdminLeadSource } from "#contracts/leads/lead-desk.ts";
import { UTM_KEYS, type UtmKey } from "#contracts/leads/lead-source.ts";
import { formatDateTime } from "../../shared/format.ts";
import { channelLabel, toolTitle } from "../../sources/sources-format.ts";

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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3 sm:gap-3">
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
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
  const headingId = useId();
  const adClick = source ? adClickLabel(source) : null;
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-5">
      <h4 id={headingId} className="text-base font-bold text-slate-900">
        Lead source
      </h4>
      {!source ? (
        <p className="mt-2 text-sm text-slate-600">
          Source not recorded. The form was sent without it (JavaScript or browser storage off), or before sources were
          kept.
        </p>
      ) : (
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          <Row label="Channel">{channelLabel(source.channel)}</Row>
          <Row label="Landing page">
            <Path>{source.landingPage}</Path>
          </Row>
          <Row label="Landed at">
            <time dateTime={source.landedAt}>{formatDateTime(source.landedAt)}</time>
          </Row>
          <Row label="Form page">
            <Path>{source.formPage}</Path>
          </Row>
          <Row label="Referrer">{source.referrerHost ?? <span className="text-slate-600">None</span>}</Row>
          {UTM_KEYS.map((key) => {
            const value = source.utm[key];
            return value ? (
              <Row key={key} label={UTM_LABELS[key]}>
                {value}
              </Row>
            ) : null;
          })}
          {adClick ? <Row label="Ad click">{adClick}</Row> : null}
          <Row label="Device">{DEVICE_LABELS[source.device] ?? source.device}</Row>
          <Row label="Tools used">
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
          </Row>
          {source.offerTool ? (
            <Row label="Offer from tool">
              <Tool slug={source.offerTool} />
            </Row>
          ) : null}
        </dl>
      )}
    </section>
  );
}
