import { useId } from "react";
import { Search } from "lucide-react";

interface SearchFieldProps {
  /** The label screen readers hear; the placeholder is what sighted users see. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes of the wrapper after "relative". */
  className: string;
}

/** A search box with a magnifier icon (submissions, subscribers). */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
    </div>
  );
}
