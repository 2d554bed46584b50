import { HeadedSection } from "#app/ui/headed-section.tsx";
import "./brand-strip.css";

/**
 * The client names, scrolling in a loop (CSS only). The second copy that makes the loop
 * seamless is hidden from assistive technology; under prefers-reduced-motion the strip
 * stands still and shows each name once.
 */
export function BrandStrip({
  title,
  brands,
  id,
  className = "",
}: {
  title: string;
  brands: readonly string[];
  id: string;
  className?: string;
}) {
  const list = (copy: boolean) => (
    <ul
      aria-hidden={copy ? true : undefined}
      className={`flex shrink-0 items-center gap-x-12 gap-y-4 pr-12 brand-strip-list ${copy ? "brand-strip-copy" : ""}`}
    >
      {brands.map((brand, index) => (
        <li
          key={brand}
          className={`whitespace-nowrap text-xl tracking-tight text-slate-600 sm:text-2xl ${index % 3 === 0 ? "font-extrabold" : index % 3 === 1 ? "font-semibold italic" : "font-bold uppercase tracking-widest text-lg sm:text-xl"}`}
        >
          {brand}
        </li>
      ))}
    </ul>
  );
  return (
    <HeadedSection
      id={id}
      heading={title}
      className={`brand-strip border-y border-slate-200 bg-white py-12 ${className}`}
      headingClassName="px-4 text-center text-sm font-semibold uppercase tracking-wider text-slate-600"
    >
      <div className="brand-strip-mask mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        <div className="brand-strip-track flex w-max">
          {list(false)}
          {list(true)}
        </div>
      </div>
    </HeadedSection>
  );
}
