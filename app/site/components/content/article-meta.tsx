import { CalendarDays, Clock, UserRound } from "lucide-react";
import { formatDate } from "./format-date.ts";

interface ArticleMetaProps {
  author: string;
  date: string;
  readTime: string;
  onDark?: boolean;
}

/** Author, date and read time of an article, each with its icon. */
export function ArticleMeta({ author, date, readTime, onDark = false }: ArticleMetaProps) {
  const icon = `h-4 w-4 ${onDark ? "text-accent-400" : "text-slate-500"}`;
  return (
    <ul
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${onDark ? "text-brand-100" : "text-slate-600"}`}
    >
      <li className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className={icon} />
        <span>
          <span className="sr-only">Author: </span>
          {author}
        </span>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className={icon} />
        <time dateTime={date}>{formatDate(date)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className={icon} />
        <span>{readTime}</span>
      </li>
    </ul>
  );
}
