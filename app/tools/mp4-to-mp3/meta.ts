import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

/** The MP4 to MP3 Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "mp4-to-mp3",
  group: "file-conversion",
  title: "MP4 to MP3 Converter",
  description: "Extract the audio track of an MP4 video as an MP3 file, right in your browser.",
  demo: false,
  input: INPUTS.mp4,
  output: { mimeType: "audio/mpeg" },
  offer: {
    text: "Making videos or podcasts? We can get them seen and heard.",
    cta: "Talk to us",
    goals: "Extracted the audio of an MP4 with your free tool; want help promoting video and audio content.",
    platforms: ["YouTube Ads", "Social Media Organic"],
  },
} as const satisfies ConverterMeta;
