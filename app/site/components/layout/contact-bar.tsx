import { Link, useLocation } from "react-router";
import { FileText, MessageCircle } from "lucide-react";
import { whatsAppHref } from "./whatsapp-link.ts";

/**
 * On phones (below md) a slim bar stays at the bottom of every public page: a quote and a
 * WhatsApp chat are one tap away wherever the visitor has scrolled. The layout pads the page
 * by the bar's height so it covers nothing; a modal dialog (a tool's result) hides it.
 */
export function ContactBar() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Quick contact"
      data-contact-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(15_23_42/0.08)] backdrop-blur md:hidden [:root:has(dialog[open])_&]:hidden"
    >
      <ul className="mx-auto flex max-w-md gap-2">
        <li className="flex-1">
          <Link
            to="/quote"
            className="flex min-h-11 items-center justify-center gap-1.5 rounded-lg bg-brand-700 px-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <FileText aria-hidden="true" className="h-4 w-4" />
            Get a Quote
          </Link>
        </li>
        <li className="flex-1">
          <a
            href={whatsAppHref(pathname)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-11 items-center justify-center gap-1.5 rounded-lg bg-[#0B6B3A] px-2 text-sm font-semibold text-white hover:bg-[#095c32]"
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            WhatsApp us
            <span className="sr-only">(opens WhatsApp)</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
