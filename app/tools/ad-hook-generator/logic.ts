/**
 * Ad hook generator: 6 hooks per request in the chosen hook
 * style, built from the product and the target audience. Each style has a larger
 * pool, so "Generate More Hooks" gives new ones. The ad platform is asked for on the
 * page but does not change the hooks.
 */
import { labelledOptions } from "#app/tool-kit/generators/options.ts";
import { defaultRandom, pickMany, type Random } from "#app/tool-kit/generators/random.ts";
import { cleanText, fillTemplate } from "#app/tool-kit/text/text-format.ts";

export const MISSING_FIELDS_MESSAGE = "Please enter both product and target audience";

/** 'Generating' state length: 1 s. */
export const DELAY_MS = 1000;

export const HOOK_RESULT_COUNT = 6;

export const AD_PLATFORMS = labelledOptions({
  facebook: "Facebook Ads",
  google: "Google Ads",
  instagram: "Instagram Ads",
  linkedin: "LinkedIn Ads",
  youtube: "YouTube Ads",
  tiktok: "TikTok Ads",
});

type AdPlatform = (typeof AD_PLATFORMS)[number]["value"];

/** Hook styles: the values the logic reads and the labels the page shows. */
export const HOOK_STYLES = labelledOptions({
  curiosity: "Curiosity",
  problem: "Problem & Solution",
  benefit: "Benefit-Driven",
  urgency: "Urgency",
  social: "Social Proof",
  question: "Question",
});

export type HookStyle = (typeof HOOK_STYLES)[number]["value"];

/**
 * `{product}` is the product phrase (see productPhrase: "FitTrack Pro", or "our
 * meal planning app" for a plain noun); it is never used as an adjective, so it
 * reads well either way. `{audience}` is the audience as typed, read as a plural
 * ("busy parents", "small business owners"). Capitalised forms start a sentence.
 */
export const HOOK_TEMPLATES: Readonly<Record<HookStyle, readonly string[]>> = {
  curiosity: [
    "The one thing most {audience} don't know about {product}",
    "Here's why {audience} can't stop talking about {product}",
    "What happens when {audience} try {product} for 7 days?",
    "There's a reason smart {audience} are quietly switching to {product}",
    "Nobody tells {audience} this, but {product} changes everything",
    "This is what {product} does that nothing else can",
    "{Audience}, you've been doing it the hard way. Here's what {product} shows you.",
    "We didn't believe it either, until we tried {product}",
    "The surprising reason {audience} are choosing {product}",
    "What top-performing {audience} know about {product} that you don't (yet)",
  ],
  problem: [
    "Tired of solutions that don't work? {Product} was built for {audience} like you.",
    "Struggling to get results? {Product} fixes the problem most {audience} ignore.",
    "Still stuck with the same old frustrations? {Audience} are solving them with {product}.",
    "If you're one of the {audience} who feel stuck, {product} is your way forward.",
    'Stop settling for "good enough". {Product} gives {audience} a better way.',
    "Sick of complicated tools that slow you down? {Product} keeps it simple for {audience}.",
    "The biggest mistake {audience} make, and how {product} helps you avoid it",
    "Feeling overwhelmed? {Product} takes the guesswork out of it for {audience}.",
    "You shouldn't have to work this hard. {Product} makes life easier for {audience}.",
    "Most {audience} give up too soon. {Product} helps you stay on track.",
  ],
  benefit: [
    "Save hours every week with {product}, made for {audience}",
    "{Product} helps {audience} get better results in less time",
    "Imagine hitting your goals faster. That's what {product} does for {audience}.",
    "Everything {audience} need, all in one place: {product}",
    "Get more done with less stress. {Product} is how {audience} work smarter.",
    "{Product}: the easiest way for {audience} to see real results",
    "What could you do with an extra hour a day? {Product} gives {audience} exactly that.",
    "Results {audience} can see from day one. That's the difference {product} makes.",
    "Spend less, achieve more: {product} is built for {audience}",
    "More confidence, less hassle. {Product} gives {audience} the edge.",
  ],
  urgency: [
    "Last chance, {audience}: {product} is only at this price for a short time",
    "Don't miss out. {Audience} are grabbing {product} before the offer ends.",
    "Only a few spots left! Get {product} today.",
    "This offer on {product} ends at midnight. Don't wait, {audience}.",
    "Stock is running low. {Audience}, get {product} while you still can.",
    "Act fast: this deal on {product} won't be around for long",
    "Today only: {audience} get exclusive access to {product}",
    "Every day you wait is another day without {product}. Start today.",
    "Hurry! {Product} is selling out fast among {audience}.",
    "Final hours: join the {audience} already using {product}",
  ],
  social: [
    "Join thousands of {audience} who already trust {product}",
    "\"I wish I'd found this sooner.\" That's what {audience} keep saying about {product}.",
    "There's a reason {product} is the go-to choice for {audience}",
    "{Audience} are switching to {product}, and the reviews say it all",
    "See why so many {audience} recommend {product} to their friends",
    "Real {audience}. Real results. That's {product}.",
    "Don't just take our word for it. Ask the {audience} who use {product} every day.",
    "The community of {audience} using {product} grows every day. Here's why.",
    "Trusted by {audience} who refuse to settle for less: {product}",
    "Five-star reviews from {audience} everywhere. See what {product} can do for you.",
  ],
  question: [
    "Are you one of the {audience} still missing out on {product}?",
    "What if {product} was the upgrade you've been waiting for?",
    "{Audience}, how much longer will you wait to try {product}?",
    "Ever wondered why so many {audience} swear by {product}?",
    "Ready to see what {product} can do for you?",
    "What would you do with the time {product} saves you?",
    "Why are {audience} everywhere talking about {product}?",
    "Is {product} the missing piece for {audience} like you?",
    "Want to know the secret smart {audience} are using? It's {product}.",
    "Still doing it the old way? What's stopping you from trying {product}?",
  ],
};

export interface AdHookInput {
  product: string;
  audience: string;
  hookStyle: HookStyle;
  /** Shown on the page; does not change the hooks. */
  platform?: AdPlatform;
}

export function validateAdHookInput(input: { product: string; audience: string }): string | null {
  return input.product.trim().length === 0 || input.audience.trim().length === 0 ? MISSING_FIELDS_MESSAGE : null;
}

const DETERMINERS = new Set(["a", "an", "the", "our", "my", "your", "their", "this", "these", "that", "those"]);

/**
 * The product as it reads inside a sentence. A brand or name the visitor typed with
 * capitals stays as typed ("FitTrack Pro"); a plain lower-case noun gets "our" in
 * front ("meal planning app" becomes "our meal planning app") unless it already
 * starts with a determiner ("the", "my", ...).
 */
export function productPhrase(product: string): string {
  const cleaned = cleanText(product);
  const firstWord = cleaned.split(" ")[0] ?? "";
  if (firstWord.length === 0) return cleaned;
  const isLowerCase = firstWord === firstWord.toLowerCase() && firstWord !== firstWord.toUpperCase();
  if (!isLowerCase || DETERMINERS.has(firstWord)) return cleaned;
  return `our ${cleaned}`;
}

export function buildHook(template: string, product: string, audience: string): string {
  return fillTemplate(template, { product: productPhrase(product), audience: cleanText(audience) });
}

/** 6 hooks in the chosen style, picked and ordered with `random`. */
export function generateAdHooks(input: AdHookInput, random: Random = defaultRandom): string[] {
  if (validateAdHookInput(input) !== null) return [];
  return pickMany(HOOK_TEMPLATES[input.hookStyle], HOOK_RESULT_COUNT, random).map((template) =>
    buildHook(template, input.product, input.audience),
  );
}
