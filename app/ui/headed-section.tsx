import type { ReactNode } from "react";

/**
 * A section named by its heading (aria-labelledby), so assistive technology lists it as a
 * region with that name: the heading first, then the section's content.
 */
export function HeadedSection({
  id,
  heading,
  level = 2,
  className,
  headingClassName,
  children,
}: {
  id: string;
  heading: ReactNode;
  level?: 2 | 3 | 4;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
