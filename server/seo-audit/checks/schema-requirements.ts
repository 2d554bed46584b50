// Required and recommended properties of the schema.org types the audit checks, as Google's
// rich-result documentation lists them (Search Central → Structured data → feature guides,
// read November 2026):
//   Organization   https://developers.google.com/search/docs/appearance/structured-data/organization
//   LocalBusiness  https://developers.google.com/search/docs/appearance/structured-data/local-business
//   Article        https://developers.google.com/search/docs/appearance/structured-data/article
//   Product        https://developers.google.com/search/docs/appearance/structured-data/product-snippet
//   FAQPage        https://developers.google.com/search/docs/appearance/structured-data/faqpage
//   BreadcrumbList https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
// Google lists no required property for Organization and Article: all of theirs are recommended.
// A property written "a.b" is b of the object in a; a list of names means "one of them".

export type PropertyRule = string | readonly string[];

interface NestedItems {
  /** The property holding the items ("mainEntity", "itemListElement"). */
  property: string;
  /** What one item is called in findings ("Question", "ListItem"). */
  label: string;
  required: readonly PropertyRule[];
  /** Required of every item but the last (a breadcrumb's last item needs no URL). */
  requiredButLast?: readonly PropertyRule[];
}

export interface TypeRequirements {
  /** The type as findings name it. */
  label: string;
  /** schema.org types it covers (subtypes that Google documents with it). */
  types: readonly string[];
  required: readonly PropertyRule[];
  recommended: readonly PropertyRule[];
  items?: NestedItems;
}

export const SCHEMA_REQUIREMENTS: readonly TypeRequirements[] = [
  {
    label: "Organization",
    types: ["Organization", "Corporation", "OnlineStore", "NGO", "EducationalOrganization"],
    required: [],
    recommended: ["name", "url", "logo", "description", "sameAs", "address", "telephone", "email", "contactPoint"],
  },
  {
    label: "LocalBusiness",
    types: [
      "LocalBusiness",
      "ProfessionalService",
      "Store",
      "Restaurant",
      "FoodEstablishment",
      "Dentist",
      "MedicalBusiness",
      "LegalService",
      "HomeAndConstructionBusiness",
      "AutomotiveBusiness",
      "FinancialService",
      "HealthAndBeautyBusiness",
      "LodgingBusiness",
      "RealEstateAgent",
    ],
    required: ["name", "address"],
    recommended: ["url", "telephone", "geo", "openingHoursSpecification", "priceRange", "image", "aggregateRating"],
  },
  {
    label: "Article",
    types: ["Article", "NewsArticle", "BlogPosting", "TechArticle", "Report"],
    required: [],
    recommended: ["headline", "image", "datePublished", "dateModified", "author", "author.name", "author.url"],
  },
  {
    label: "Product",
    types: ["Product", "ProductGroup"],
    required: ["name", ["offers", "review", "aggregateRating"]],
    recommended: ["image", "description", "offers", "offers.price", "offers.priceCurrency", "brand", "sku"],
  },
  {
    label: "FAQPage",
    types: ["FAQPage"],
    required: ["mainEntity"],
    recommended: [],
    items: { property: "mainEntity", label: "Question", required: ["name", "acceptedAnswer", "acceptedAnswer.text"] },
  },
  {
    label: "BreadcrumbList",
    types: ["BreadcrumbList"],
    required: ["itemListElement"],
    recommended: [],
    items: {
      property: "itemListElement",
      label: "ListItem",
      required: ["position", ["name", "item.name"]],
      requiredButLast: ["item"],
    },
  },
];
