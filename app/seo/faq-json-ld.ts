import type { FaqCategory } from "#contracts/content/schema.ts";

/** FAQPage structured data for the questions of /faq, in page order. */
export function faqPageJsonLd(categories: readonly FaqCategory[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    ),
  };
}
