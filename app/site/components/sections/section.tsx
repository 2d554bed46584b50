const tones = {
  white: "bg-white",
  muted: "bg-slate-50",
  brand: "bg-brand-950 text-white",
} as const;

type SectionTone = keyof typeof tones;

interface SectionProps {
  /** Id of the section's heading (aria-labelledby). */
  labelledBy: string;
  id?: string;
  tone?: SectionTone;
  /** Narrower content column (reading width). */
  narrow?: boolean;
  className?: string;
  /** The section's opening heading, given the id `labelledBy`; leave out to write your own. */
  heading?: Omit<SectionHeadingProps, "id">;
  children: React.ReactNode;
}

/** A full-width page section with the site's content column. */
export function Section({
  labelledBy,
  id,
  tone = "white",
  narrow = false,
  className = "",
  heading,
  children,
}: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} scroll-mt-20 ${className}`}>
      <div className={`mx-auto px-4 py-16 sm:px-6 sm:py-20 lg:px-8 ${narrow ? "max-w-4xl" : "max-w-7xl"}`}>
        {heading ? <SectionHeading id={labelledBy} {...heading} /> : null}
        {children}
      </div>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  align?: "center" | "left";
  /** Light text for dark sections. */
  inverted?: boolean;
}

/** The h2 (with optional eyebrow and subtitle) that opens a section. */
export function SectionHeading({
  id,
  title,
  subtitle,
  eyebrow,
  align = "center",
  inverted = false,
}: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold uppercase tracking-wider ${inverted ? "text-accent-400" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`text-3xl font-extrabold tracking-tight text-balance sm:text-4xl ${eyebrow ? "mt-2" : ""} ${inverted ? "text-white" : "text-slate-900"}`}
      >
        {title}
      </h2>
      {subtitle ? (
        <p className={`mt-4 text-lg leading-8 text-pretty ${inverted ? "text-brand-100" : "text-slate-600"}`}>
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}

/** The large-print paragraphs under a left-aligned section heading (mission, culture, about teaser). */
export function LeadParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph) => (
    <p key={paragraph} className="mt-5 text-lg leading-8 text-slate-600">
      {paragraph}
    </p>
  ));
}
