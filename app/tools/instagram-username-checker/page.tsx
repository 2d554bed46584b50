import type { Route } from "./+types/page";
import { UsernameChecker } from "#app/tool-kit/simulated/username-checker.tsx";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { INSTAGRAM_USERNAMES } from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const TIPS = [
  "Keep it short and easy to spell, so people can find you after hearing it once.",
  "Use the same name on every platform so your audience recognises you everywhere.",
  "Avoid long strings of numbers and look-alike characters such as 'l' and '1'.",
  "Periods and underscores can separate words, but one is usually enough.",
  "Say what you do or who you are: your brand, your name or your niche.",
  "Check that the name is not a trademark of another business before you build on it.",
];

export default function InstagramUsernameCheckerPage() {
  return <UsernameChecker tool={tool} platform={INSTAGRAM_USERNAMES} tips={TIPS} />;
}
