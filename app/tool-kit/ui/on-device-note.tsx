import { ShieldCheck } from "lucide-react";

/** The converter pages' privacy line: the files are converted in the browser and never uploaded. */
export function OnDeviceNote({ children }: { children?: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {children ?? (
          <>
            <strong>Your files stay on your device.</strong> The conversion runs in your browser; nothing is uploaded to
            our servers.
          </>
        )}
      </span>
    </p>
  );
}
