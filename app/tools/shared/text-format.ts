// Forwarding module: the generator tools' files (moved separately) still import this path;
// the module lives at app/tools/text/text-format.ts now. Delete this file once they import it from there.
export {
  cleanText,
  containsEmoji,
  fillTemplate,
  hashtagBody,
  stripEmojis,
  templatePlaceholders,
  toHashtag,
  toTitleCase,
  uniqueCaseInsensitive,
} from "#app/tools/text/text-format.ts";
