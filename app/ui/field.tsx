import { useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

const controlClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500 disabled:bg-slate-100";

interface FieldFrameProps {
  id: string;
  label: React.ReactNode;
  required?: boolean;
  hint?: React.ReactNode;
  error?: string | null;
  children: React.ReactNode;
}

function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-600" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

interface CommonProps {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | null;
}

/**
 * What every labelled control shares: its id (given or generated), the frame props
 * (label, hint, error) and the control's own attributes (required, invalid state,
 * description, class); `rest` is what the caller passes on to the element.
 */
function useLabelledControl<P extends CommonProps & { id?: string; required?: boolean; className?: string }>({
  label,
  hint,
  error,
  id,
  required,
  className = "",
  ...rest
}: P) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const frame = { id: fieldId, label, required, hint, error };
  const control = {
    id: fieldId,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(fieldId, hint, error),
    className: `${controlClass} ${className}`,
  };
  return { frame, control, rest };
}

/** A labelled text input with an optional hint and a per-field error message. */
export function TextField(props: CommonProps & InputHTMLAttributes<HTMLInputElement>) {
  const { frame, control, rest } = useLabelledControl(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} {...rest} />
    </FieldFrame>
  );
}

export function TextArea(props: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { frame, control, rest } = useLabelledControl(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} {...rest} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  options,
  placeholder,
  ...props
}: CommonProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string }) {
  const { frame, control, rest } = useLabelledControl(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * A checkbox with its label to the right. The label holds the box, so the whole row is one
 * tap target at least 44 px tall (WCAG 2.5.5) while the box itself stays 20 px.
 */
export function Checkbox({
  label,
  id,
  className = "",
  ...props
}: { label: React.ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <label
      htmlFor={fieldId}
      className={`flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800 ${className}`}
    >
      <input
        id={fieldId}
        type="checkbox"
        className="h-5 w-5 shrink-0 rounded border-slate-300 text-brand-700 accent-brand-700 focus:ring-brand-600"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}
