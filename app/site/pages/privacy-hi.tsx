import type { Route } from "./+types/privacy-hi";
import { privacyHindi } from "#app/site/content/privacy/hindi.ts";
import { PrivacyNotice } from "#app/site/components/privacy/privacy-notice.tsx";
import { privacyNoticeMeta } from "#app/site/components/privacy/notice-meta.ts";
import { readOnlyPage } from "#app/lib/page-scripts.ts";

// The privacy notice in Hindi (the DPDP Act lets a person read the notice in a language of
// the Eighth Schedule); the English notice is /privacy.

/** A page that only reads: served without React (app/lib/page-scripts.ts). */
export const handle = readOnlyPage;

export const meta: Route.MetaFunction = () => privacyNoticeMeta("hi");

export default function PrivacyHindiPage() {
  return <PrivacyNotice content={privacyHindi} />;
}
