import { useId, useRef, useState, type FormEvent } from "react";
import { InputError, UrlField } from "#app/tool-kit/ui/input-and-results.tsx";

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
      <UrlField
        label={label}
        id={inputId}
        ref={inputRef}
        value={url}
        onChange={(value) => {
          setUrl(value);
          setError(null);
        }}
        placeholder={placeholder}
        autoComplete="off"
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      >
        {children}
      </UrlField>
      <InputError id={errorId} message={error} />
    </form>
  );
}
