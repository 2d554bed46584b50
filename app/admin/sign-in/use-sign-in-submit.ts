import { useState } from "react";

/**
 * A sign-in step's submit: one at a time, and still pending once it succeeds (the page moves
 * on; the button stays busy till then). A failure frees the button and shows the message
 * `failed` makes of it; work that resolves to "stay" (a next step on this page) frees it too.
 */
export function useSignInSubmit(work: () => Promise<"stay" | void>, failed: (caught: unknown) => string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      if ((await work()) === "stay") setPending(false);
    } catch (caught) {
      setPending(false);
      setError(failed(caught));
    }
  }

  return { pending, error, submit };
}
