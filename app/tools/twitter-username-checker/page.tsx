import type { Route } from "./+types/page";
import { UsernameChecker } from "#app/tool-kit/simulated/username-checker.tsx";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { TWITTER_USERNAMES } from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const TIPS = [
  "Handles are at most 15 characters: shorter ones are easier to mention and remember.",
  "Match your handle to your brand name on other platforms where you can.",
  "Use an underscore to separate words instead of running them together.",
  "Skip random numbers; they make a handle look like a spam account.",
  "Pick a name that still fits if your business grows beyond one product.",
  "Your display name can be longer and carry your full brand or job title.",
];

export default function TwitterUsernameCheckerPage() {
  return <UsernameChecker tool={tool} platform={TWITTER_USERNAMES} tips={TIPS} />;
}
