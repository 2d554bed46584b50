import type { Route } from "./+types/privacy";
import { privacy } from "#app/site/content/privacy.ts";
import { PrivacyNotice } from "#app/site/components/privacy/privacy-notice.tsx";
import { privacyNoticeMeta } from "#app/site/components/privacy/notice-meta.ts";
import { readOnlyPage } from "#app/lib/page-scripts.ts";

/** A page that only reads: served without React (app/lib/page-scripts.ts). */
export const handle = readOnlyPage;

export const meta: Route.MetaFunction = () => privacyNoticeMeta("en");

export default function PrivacyPage() {
  return <PrivacyNotice content={privacy} />;
}
