import { createContext, use } from "react";
import { Icon, type LucideIcon } from "lucide-react";
import type { IconName } from "#contracts/content/schema.ts";

/** What lucide's `Icon` draws: the elements of one icon, as plain data a loader can send. */
export interface ContentIconData {
  name?: string;
  aliases?: string[];
  size: number;
  node: [tag: string, attributes: Record<string, string>][];
}

/**
 * The icons a page's content names: lucide components (content-icon-components.ts) or
 * the drawing data of just the icons the page shows, sent by a build-time loader
 * (content-icon-data.ts), which keeps the icon table out of that page's JavaScript.
 */
export type ContentIconSet = Partial<Record<IconName, LucideIcon | ContentIconData>>;

/** Supplies the icons to every `ContentIcon` below it. */
export const ContentIcons = createContext<ContentIconSet>({});

/** A decorative icon named by the content. */
export function ContentIcon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  const icon = use(ContentIcons)[name];
  // Fails the prerender (and so the build) rather than ship a page with a missing icon.
  if (!icon) throw new Error(`ContentIcon: no icon "${name}" supplied by <ContentIcons> on this page`);
  if ("node" in icon) return <Icon icon={icon} aria-hidden="true" className={className} />;
  const Component = icon;
  return <Component aria-hidden="true" className={className} />;
}
