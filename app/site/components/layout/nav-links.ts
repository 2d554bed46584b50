// Header and footer navigation of the spec, in the spec's order; the footer adds "My data"
// beside Privacy Policy (where a person asks for a copy, correction or erasure of their data),
// and Tools, Contact and Get a Quote, so a reader at the foot of a page on a phone need not
// scroll back up to the menu.
export const headerLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/blog", label: "Blog" },
  { to: "/tools", label: "Tools" },
  { to: "/contact", label: "Contact" },
] as const;

export const footerLinks = [
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Services" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/blog", label: "Blog" },
  { to: "/careers", label: "Careers" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/my-data", label: "My data" },
  { to: "/faq", label: "FAQ" },
  { to: "/tools", label: "Free Tools" },
  { to: "/contact", label: "Contact" },
  { to: "/quote", label: "Get a Quote" },
] as const;
