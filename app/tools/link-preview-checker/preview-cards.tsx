import { ImageOff } from "lucide-react";
import type { CardContent } from "./logic.ts";

// Mock-ups of the cards each platform draws: close in layout, not pixel copies.

function Picture({ content, className }: { content: CardContent; className: string }) {
  return content.image ? (
    <img src={content.image} alt="" referrerPolicy="no-referrer" className={`${className} object-cover`} />
  ) : (
    <div className={`${className} flex items-center justify-center bg-slate-200 text-slate-500`}>
      <ImageOff aria-hidden="true" className="h-6 w-6" />
      <span className="sr-only">No image</span>
    </div>
  );
}

const fallback = (text: string | null, missing: string) => text ?? missing;

/** Facebook and LinkedIn: the image at 1.91:1 over the title; Facebook names the site first, in capitals. */
function LargeCard({
  platform,
  content,
  siteFirst = false,
}: {
  platform: string;
  content: CardContent;
  siteFirst?: boolean;
}) {
  const site = <p className={siteFirst ? "uppercase text-slate-500" : "text-slate-500"}>{content.site}</p>;
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{platform}</figcaption>
      <div className="overflow-hidden rounded-lg border border-slate-300">
        <Picture content={content} className="aspect-[1.91/1] w-full" />
        <div className={`p-2 text-xs ${siteFirst ? "bg-slate-100" : "bg-white"}`}>
          {siteFirst ? site : null}
          <p className="line-clamp-2 font-semibold text-slate-900">{fallback(content.title, "(no title)")}</p>
          {siteFirst ? null : site}
        </div>
      </div>
    </figure>
  );
}

export function PreviewCards({ og, x }: { og: CardContent; x: CardContent }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <figure>
        <figcaption className="mb-2 text-sm font-semibold text-slate-800">WhatsApp</figcaption>
        <div className="rounded-lg bg-[#d9fdd3] p-1.5">
          <div className="flex gap-2 rounded bg-[#cdeec7] p-1.5">
            <Picture content={og} className="h-16 w-16 shrink-0 rounded" />
            <div className="min-w-0 text-xs">
              <p className="line-clamp-2 font-semibold text-slate-900">{fallback(og.title, "(no title)")}</p>
              <p className="line-clamp-2 text-slate-600">{og.description ?? ""}</p>
              <p className="text-slate-500">{og.site}</p>
            </div>
          </div>
        </div>
      </figure>
      <LargeCard platform="Facebook" content={og} siteFirst />
      <LargeCard platform="LinkedIn" content={og} />
      <figure>
        <figcaption className="mb-2 text-sm font-semibold text-slate-800">X</figcaption>
        <div className="relative overflow-hidden rounded-2xl border border-slate-300">
          <Picture content={x} className="aspect-[1.91/1] w-full" />
          <p className="absolute bottom-2 left-2 max-w-[90%] truncate rounded bg-black/70 px-1.5 text-xs text-white">
            {fallback(x.title, "(no title)")}
          </p>
        </div>
        <p className="mt-1 text-xs text-slate-500">From {x.site}</p>
      </figure>
    </div>
  );
}
