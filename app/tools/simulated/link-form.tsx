import { useId, useRef, useState, type FormEvent } from "react";
import { InputError } from "#app/tools/ui/input-and-results.tsx";

interface LinkFormProps {
  label: string;
  placeholder: string;
  validate: (input: string) => string | null;
  /** While true, submitting does nothing. */
  busy: boolean;
  /** The link passed validation; it comes trimmed. */
  onValid: (url: string) => void;
  /** The link failed validation: its message is shown and the input focused. */
  onInvalid: () => void;
  /** The submit button. */
  children: React.ReactNode;
}

/**
 * The link input of the simulated link tools (video downloaders, TikTok transcript): a
 * labelled URL box and its button side by side from the small breakpoint up, and the
 * validation message as role="alert" under them, described on the input.
 */
export function LinkForm({ label, placeholder, validate, busy, onValid, onInvalid, children }: LinkFormProps) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-url`;
  const errorId = `${id}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = validate(url);
    if (problem !== null) {
      setError(problem);
      onInvalid();
      inputRef.current?.focus();
      return;
    }
    setError(null);
    onValid(url.trim());
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          name="url"
          type="text"
          inputMode="url"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="block w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500"
        />
        {children}
      </div>
      <InputError id={errorId} message={error} />
    </form>
  );
}
