import { Quote } from "lucide-react";
import type { Testimonial } from "#contracts/content/schema.ts";
import { InitialsAvatar, initialsOf } from "./initials-avatar.tsx";
import { StarRating } from "./star-rating.tsx";

/** Client testimonials: rating, quote, and who said it. */
export function TestimonialCards({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="mt-12 grid gap-6 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.name}>
          <figure className="relative flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
            <Quote aria-hidden="true" className="absolute top-6 right-6 h-10 w-10 text-brand-100" />
            <StarRating rating={item.rating} />
            <blockquote className="mt-5 flex-1 leading-7 text-slate-700">
              <p>“{item.text}”</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-6">
              <InitialsAvatar initials={initialsOf(item.name)} index={index} />
              <div>
                <p className="font-bold text-slate-900">{item.name}</p>
                <p className="text-sm text-slate-600">
                  {item.company} · {item.city}
                </p>
              </div>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
