import { useState } from "react";
import { checkSelectedFile } from "#app/tool-kit/conversion/file-checks.ts";
import type { InputRule } from "#app/tool-kit/conversion/input-rules.ts";

/**
 * The one file a single-file converter works on. `choose` takes the first picked or
 * dropped file if the rule accepts it (else the rule's message becomes the selection
 * error) and clears the previous result with `clearResult`; `reset` clears file, error
 * and result.
 */
export function useChosenFile(rule: InputRule, clearResult: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [selectionError, setSelectionError] = useState<string | null>(null);

  const choose = (files: File[]) => {
    const picked = files[0];
    if (!picked) return;
    const message = checkSelectedFile(rule, picked);
    if (message) {
      setSelectionError(message);
      return;
    }
    clearResult();
    setSelectionError(null);
    setFile(picked);
  };

  const reset = () => {
    clearResult();
    setSelectionError(null);
    setFile(null);
  };

  return { file, selectionError, clearSelectionError: () => setSelectionError(null), choose, reset };
}
