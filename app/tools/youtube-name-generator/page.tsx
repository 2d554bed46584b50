import type { Route } from "./+types/page";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import { GeneratorTool } from "#app/tool-kit/generators/generator-tool.tsx";
import { numberedListResults } from "#app/tool-kit/generators/result-lists.tsx";
import { chosenCategory, YOUTUBE_CATEGORY_SELECTS } from "#app/tool-kit/generators/youtube-categories.ts";
import { DELAY_MS, generateChannelNames, validateKeywords } from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const TIPS = [
  "Keep it short and easy to say: two or three words are easier to remember and to search for.",
  "Check that the name is free on YouTube, Instagram, TikTok and as a domain before you commit.",
  "Say what the channel is about, or pick a name that can grow with you if your topics change.",
  "Avoid numbers, underscores and odd spellings that people will get wrong when they type it.",
  "Say it out loud: a name that sounds good in an intro is one viewers will repeat to friends.",
  "Make sure it does not copy or closely resemble an existing brand or trademark.",
] as const;

export default function YoutubeNameGeneratorPage() {
  return (
    <GeneratorTool
      tool={tool}
      textFields={[
        {
          name: "keywords",
          label: "Keywords",
          placeholder: "e.g. gaming, retro, speedrun",
          hint: "Separate keywords with commas.",
        },
      ]}
      selects={YOUTUBE_CATEGORY_SELECTS}
      validate={(values) => validateKeywords(values.keywords)}
      generate={({ values }) =>
        generateChannelNames({
          keywords: values.keywords,
          category: chosenCategory(values),
        })
      }
      delayMs={DELAY_MS}
      {...numberedListResults({ noun: "name", title: "Channel Name Ideas", label: "Channel name ideas", columns: 2 })}
      tips={{ title: "Tips for Choosing a Channel Name", items: TIPS }}
    />
  );
}
