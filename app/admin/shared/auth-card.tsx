import type { LucideIcon } from "lucide-react";

/** What every admin page tells search engines: not for the index. */
export function adminPageMeta(title: string) {
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** The signed-out admin pages (sign-in, set password): one white card in the middle of the page. */
export function AuthCard({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">{children}</div>
    </main>
  );
}

/** The card's heading: an icon in a brand square, the page's h1, and a line under it when given. */
export function AuthHeading({ icon: Icon, title, subtitle }: { icon: LucideIcon; title: string; subtitle?: string }) {
  const heading = <h1 className="text-2xl font-bold text-slate-900">{title}</h1>;
  return (
    <div className="flex items-center gap-3">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-700 text-white">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      {subtitle ? (
        <div>
          {heading}
          <p className="text-sm text-slate-600">{subtitle}</p>
        </div>
      ) : (
        heading
      )}
    </div>
  );
}
