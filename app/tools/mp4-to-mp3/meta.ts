import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import { converterMeta } from "#app/tool-kit/converter-meta.ts";

/** The MP4 to MP3 Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = converterMeta("MP4", "MP3", {
  description: "Extract the audio track of an MP4 video as an MP3 file, right in your browser.",
  // Several at once: a batch, two converting at a time, and a ZIP.
  input: { ...INPUTS.mp4, multiple: true },
  offer: {
    text: "Making videos or podcasts? We can get them seen and heard.",
    platforms: ["YouTube Ads", "Social Media Organic"],
  },
});
