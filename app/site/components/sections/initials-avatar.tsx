// Generated avatars: people are shown by their initials on a gradient (no photos).
const gradients = [
  "from-brand-700 to-brand-900",
  "from-violet-700 to-indigo-900",
  "from-emerald-700 to-teal-900",
  "from-rose-700 to-pink-900",
  "from-amber-700 to-orange-900",
] as const;

const sizes = {
  md: "h-12 w-12 text-base",
  lg: "h-20 w-20 text-2xl",
  xl: "h-28 w-28 text-3xl",
} as const;

/** "Rohan Mehta" → "RM". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

interface InitialsAvatarProps {
  initials: string;
  /** Picks the gradient, so neighbours differ. */
  index: number;
  size?: keyof typeof sizes;
}

/** Decorative: the person's name is always written next to it. */
export function InitialsAvatar({ initials, index, size = "md" }: InitialsAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br font-bold tracking-wide text-white shadow-md ring-4 ring-white ${gradients[index % gradients.length]} ${sizes[size]}`}
    >
      {initials}
    </span>
  );
}
