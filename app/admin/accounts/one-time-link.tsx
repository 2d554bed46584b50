import { useId } from "react";
import { SET_PASSWORD_LINK_LIFETIME_MS } from "#contracts/accounts/accounts.ts";
import { CopyButton } from "#app/ui/copy-button.tsx";

const LIFETIME_HOURS = SET_PASSWORD_LINK_LIFETIME_MS / 3_600_000;

/**
 * A set-password link, shown once: the server keeps only its hash, so this is the one
 * chance to copy it. Absolute (this page's origin), ready to paste into a message.
 */
export function OneTimeLink({ link, forName }: { link: string; forName: string }) {
  const id = useId();
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800">
      <label htmlFor={id} className="block font-semibold text-slate-900">
        One-time link for {forName}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-sm text-slate-900"
        />
        <CopyButton text={link} label={`Copy the link for ${forName}`} />
      </div>
      <p className="mt-2 text-slate-700">
        Shown only now. It works once, for {LIFETIME_HOURS} hours; pass it on to {forName} yourself.
      </p>
    </div>
  );
}
