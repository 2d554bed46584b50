import { Star } from "lucide-react";

/** Five stars, read out as "Rated N out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5">
      <span className="sr-only">Rated {rating} out of 5</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`h-5 w-5 ${n <= rating ? "fill-accent-400 text-accent-500" : "fill-slate-200 text-slate-300"}`}
        />
      ))}
    </p>
  );
}
