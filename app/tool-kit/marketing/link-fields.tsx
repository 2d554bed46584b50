import type { ChangeEvent } from "react";
import { TextField } from "#app/ui/field.tsx";
import type { UtmKey } from "#contracts/leads/lead-source.ts";

// The link tools' shared inputs: the address of the page a link leads to, and the
// campaign (UTM) tags added to it (UTM builder, QR code generator, link preview).

export function PageAddressField(props: {
  value: string;
  error: string | null | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <TextField
      label="Page address"
      name="url"
      type="url"
      inputMode="url"
      required
      placeholder="https://www.example.com/offer"
      {...props}
    />
  );
}

export interface UtmInput {
  key: UtmKey;
  label: string;
  placeholder: string;
  hint?: string;
  required?: boolean;
}

/** One text field per tag, in `className`'s grid; `errorFor` names the message of a tag's field, if any. */
export function UtmTagFields(props: {
  inputs: readonly UtmInput[];
  values: Partial<Record<UtmKey, string>>;
  errorFor: (key: UtmKey) => string | undefined;
  onChange: (key: UtmKey, value: string) => void;
  className: string;
}) {
  return (
    <div className={props.className}>
      {props.inputs.map((input) => (
        <TextField
          key={input.key}
          label={input.label}
          name={input.key}
          hint={input.hint}
          placeholder={input.placeholder}
          required={input.required}
          value={props.values[input.key] ?? ""}
          error={props.errorFor(input.key)}
          onChange={(event) => props.onChange(input.key, event.target.value)}
        />
      ))}
    </div>
  );
}
