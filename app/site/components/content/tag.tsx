const tones = {
  brand: "bg-brand-50 text-brand-800 ring-brand-200",
  accent: "bg-amber-50 text-amber-900 ring-amber-200",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
  onDark: "bg-white/10 text-white ring-white/30",
} as const;

/** A small label: service, industry or article category. */
export function Tag({ tone = "brand", children }: { tone?: keyof typeof tones; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
