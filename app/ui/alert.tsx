import { AlertCircle, CheckCircle2, Info } from "lucide-react";

const tones = {
  error: { box: "border-red-200 bg-red-50 text-red-800", Icon: AlertCircle },
  success: { box: "border-green-200 bg-green-50 text-green-800", Icon: CheckCircle2 },
  info: { box: "border-brand-200 bg-brand-50 text-brand-900", Icon: Info },
} as const;

interface AlertProps {
  tone?: keyof typeof tones;
  children: React.ReactNode;
  className?: string;
}

/**
 * A message in the page (never window.alert). Errors are announced at
 * once (role="alert"); other tones politely (role="status").
 */
export function Alert({ tone = "error", children, className = "" }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${box} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
