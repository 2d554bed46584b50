import type { Route } from "./+types/privacy";
import { privacy } from "#app/site/content/privacy.ts";
import { PrivacyNotice } from "#app/site/components/privacy/privacy-notice.tsx";
import { privacyNoticeMeta } from "#app/site/components/privacy/notice-meta.ts";

export const meta: Route.MetaFunction = () => privacyNoticeMeta("en");

export default function PrivacyPage() {
  return <PrivacyNotice content={privacy} />;
}
