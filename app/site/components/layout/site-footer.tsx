import { Link } from "react-router";
import { Mail, MapPin, Phone } from "lucide-react";
import { site, siteAddressLine, sitePhoneHref } from "#app/site/content/site.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { footerLinks } from "./nav-links.ts";
import { SocialIcon } from "./social-icon.tsx";

/** A thumb-sized link (44 x 44 px at least, WCAG 2.5.5) without looking like a button. */
const tapTarget = "inline-flex min-h-11 min-w-11 items-center";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <BrandLogo inverted />
          <p className="mt-4 max-w-xs text-sm leading-6">
            A 360-degree digital marketing agency in New Delhi. Paid social, Google Ads, SEO, web design and analytics
            for 300+ brands.
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {site.social.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${site.name} on ${link.name}`}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialIcon name={link.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Company</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={`${tapTarget} hover:text-white hover:underline`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Get in touch</h2>
          <ul className="mt-4 space-y-1 text-sm">
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={`mailto:${site.email}`} className={`${tapTarget} hover:text-white hover:underline`}>
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={sitePhoneHref} className={`${tapTarget} hover:text-white hover:underline`}>
                {site.phone}
              </a>
            </li>
            <li className="flex items-start gap-3 pt-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <address className="not-italic">{siteAddressLine}, India</address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
