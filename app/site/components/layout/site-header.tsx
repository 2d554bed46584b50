import { useId, useRef } from "react";
import { Link, NavLink } from "react-router";
import { Menu, X } from "lucide-react";
import { BrandLogo } from "./brand-logo.tsx";
import { headerLinks } from "./nav-links.ts";

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-brand-700"
  }`;
}

/** A phone menu link: a whole row at least 44 px high, so taps never land on a neighbour. */
function menuLinkClass({ isActive }: { isActive: boolean }) {
  return `flex min-h-11 items-center rounded-md px-3 text-base font-semibold ${
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-brand-700"
  }`;
}

export function SiteHeader() {
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  // With React, a chosen link moves without a page load: the menu closes itself.
  const closeMenu = () => menuRef.current?.hidePopover?.();

  return (
    <header className="group sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded focus:bg-brand-700 focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <Link
            to="/quote"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-800 sm:px-4"
          >
            Get a Quote
          </Link>
          {/* A native popover: opens and closes with no JavaScript; a tap outside or Escape
              closes it, and the browser reports it expanded or collapsed on this button. */}
          <button
            type="button"
            popoverTarget={menuId}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-label="Menu"
          >
            <Menu aria-hidden="true" className="group-has-[:popover-open]:hidden" />
            <X aria-hidden="true" className="hidden group-has-[:popover-open]:block" />
          </button>
        </div>
      </div>
      <nav
        ref={menuRef}
        id={menuId}
        popover="auto"
        aria-label="Mobile"
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white px-4 pb-4 shadow-lg backdrop:bg-slate-900/20 lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={menuLinkClass} onClick={closeMenu}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <Link
              to="/quote"
              className="flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-3 text-base font-semibold text-white"
              onClick={closeMenu}
            >
              Get a Quote
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
