import { Plus } from "lucide-react";
import { useRef } from "react";
import { Button } from "#app/ui/button.tsx";
import { acceptAttribute, type InputRule } from "#app/tool-kit/conversion/input-rules.ts";

/**
 * 'Add More Files' under the one chosen file of a converter that takes several: it opens
 * the picker, and the files picked join the chosen one (the converter turns into a batch).
 * Shown only when the rule takes several files.
 */
export function AddMoreFiles({
  rule,
  disabled,
  onFiles,
}: {
  rule: InputRule;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  if (!rule.multiple) return null;
  return (
    <div>
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={disabled}>
        <Plus aria-hidden="true" className="h-4 w-4" /> Add More Files
      </Button>
      {/* The button is the control; the input only opens the system picker. */}
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-label="More files to add"
        accept={acceptAttribute(rule)}
        multiple
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = ""; // the same file can be picked again
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
