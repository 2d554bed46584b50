import type { Industry } from "#contracts/content/schema.ts";

/** The 14 industries of the home-page carousel (4 per page). */
export const industries: Industry[] = [
  {
    name: "Fashion",
    icon: "Shirt",
    blurb: "D2C labels, ethnic wear and marketplace sellers scaling on Meta and Google Shopping.",
  },
  {
    name: "Technology",
    icon: "Cpu",
    blurb: "SaaS, IT services and consumer apps that need qualified demos, not just clicks.",
  },
  {
    name: "Real Estate",
    icon: "Building2",
    blurb: "Developers and brokers in Delhi NCR, Mumbai and Pune filling site-visit calendars.",
  },
  {
    name: "Jewelry",
    icon: "Gem",
    blurb: "Family jewellers and lab-grown diamond brands selling high-ticket pieces online.",
  },
  {
    name: "Manufacturing",
    icon: "Factory",
    blurb: "B2B manufacturers and exporters reaching procurement heads and distributors.",
  },
  {
    name: "Healthcare",
    icon: "HeartPulse",
    blurb: "Hospitals, clinics and diagnostic chains, with ad copy that respects medical-ad policies.",
  },
  {
    name: "Education",
    icon: "GraduationCap",
    blurb: "Schools, ed-tech platforms and coaching institutes filling admission cycles.",
  },
  {
    name: "E-commerce",
    icon: "ShoppingBag",
    blurb: "Shopify and WooCommerce stores growing repeat orders and average order value.",
  },
  {
    name: "Food & Beverage",
    icon: "UtensilsCrossed",
    blurb: "Cafés, cloud kitchens and packaged-food brands winning local and quick-commerce demand.",
  },
  {
    name: "Travel & Hospitality",
    icon: "Plane",
    blurb: "Hotels, homestays and tour operators driving direct bookings over OTA commissions.",
  },
  {
    name: "Finance",
    icon: "Landmark",
    blurb: "NBFCs, fintech apps and wealth advisers with compliant, lead-quality-first funnels.",
  },
  {
    name: "Beauty & Wellness",
    icon: "Sparkles",
    blurb: "Salons, skincare and Ayurveda brands building loyal communities on Instagram.",
  },
  {
    name: "Automotive",
    icon: "Car",
    blurb: "Dealerships and EV brands generating test-drive bookings city by city.",
  },
  {
    name: "Home & Interiors",
    icon: "House",
    blurb: "Furniture, décor and modular-kitchen brands turning inspiration into showroom visits.",
  },
];
