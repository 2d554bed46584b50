import { Checkbox, SelectField, TextArea, TextField } from "#app/ui/field.tsx";
import { UtmTagFields, type UtmInput } from "#app/tool-kit/marketing/link-fields.tsx";
import type { QrFields, QrKind } from "./payloads.ts";

// The inputs of each kind of code. Errors are shown on the field the payload names.

interface FieldsProps {
  kind: QrKind;
  fields: QrFields;
  error: { field: string; message: string } | null;
  onChange: (next: Partial<QrFields>) => void;
}

const UTM_INPUTS: readonly UtmInput[] = [
  { key: "utm_source", label: "Source (utm_source)", placeholder: "e.g. flyer" },
  { key: "utm_medium", label: "Medium (utm_medium)", placeholder: "e.g. qr" },
  { key: "utm_campaign", label: "Campaign (utm_campaign)", placeholder: "e.g. diwali-2026" },
];

const SECURITY = [
  { value: "WPA", label: "WPA / WPA2 / WPA3" },
  { value: "WEP", label: "WEP (old)" },
  { value: "nopass", label: "No password" },
] as const;

export function QrKindFields({ kind, fields, error, onChange }: FieldsProps) {
  const err = (field: string) => (error?.field === field ? error.message : undefined);
  const text = (name: keyof QrFields, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField
      label={label}
      name={name}
      value={String(fields[name])}
      error={err(name)}
      onChange={(event) => onChange({ [name]: event.target.value })}
      {...props}
    />
  );
  switch (kind) {
    case "url":
      return (
        <div className="space-y-4">
          {text("url", "Website address", {
            type: "url",
            placeholder: "https://www.example.com/offer",
            inputMode: "url",
          })}
          <details className="rounded-lg border border-slate-200 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-slate-800">
              Add campaign tags (UTM), to see scans in your analytics
            </summary>
            <UtmTagFields
              className="mt-3 grid gap-3 sm:grid-cols-3"
              inputs={UTM_INPUTS}
              values={fields.utm}
              errorFor={err}
              onChange={(key, value) => onChange({ utm: { ...fields.utm, [key]: value } })}
            />
            <p className="mt-2 text-xs text-slate-600">Tags are lower-cased and spaces become dashes.</p>
          </details>
        </div>
      );
    case "whatsapp":
      return (
        <div className="space-y-4">
          {text("phone", "WhatsApp number with country code", { type: "tel", placeholder: "+91 98765 43210" })}
          <TextArea
            label="Message filled in for them (optional)"
            name="message"
            rows={3}
            value={fields.message}
            onChange={(event) => onChange({ message: event.target.value })}
          />
        </div>
      );
    case "phone":
      return text("phone", "Phone number with country code", { type: "tel", placeholder: "+91 98765 43210" });
    case "email":
      return (
        <div className="space-y-4">
          {text("email", "E-mail address", { type: "email", placeholder: "hello@example.com" })}
          {text("subject", "Subject (optional)")}
          <TextArea
            label="Message (optional)"
            name="body"
            rows={3}
            value={fields.body}
            onChange={(event) => onChange({ body: event.target.value })}
          />
        </div>
      );
    case "wifi":
      return (
        <div className="space-y-4">
          {text("ssid", "Network name (SSID)", { autoComplete: "off" })}
          <SelectField
            label="Security"
            name="security"
            options={SECURITY}
            value={fields.security}
            onChange={(event) => onChange({ security: event.target.value as QrFields["security"] })}
          />
          {fields.security === "nopass" ? null : text("password", "Password", { autoComplete: "off" })}
          <Checkbox
            label="The network is hidden"
            checked={fields.hidden}
            onChange={(event) => onChange({ hidden: event.target.checked })}
          />
        </div>
      );
    case "vcard":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {text("firstName", "First name")}
          {text("lastName", "Last name")}
          {text("organisation", "Company (optional)")}
          {text("jobTitle", "Job title (optional)")}
          {text("phone", "Phone (optional)", { type: "tel" })}
          {text("email", "E-mail (optional)", { type: "email" })}
          {text("website", "Website (optional)", { type: "url" })}
        </div>
      );
  }
}
