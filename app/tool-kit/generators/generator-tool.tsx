import { useEffect, useId, useState } from "react";
import { Checkbox, SelectField, TextField } from "#app/ui/field.tsx";
import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";
import {
  InputError,
  invalidProps,
  ResultsPanel,
  ToolForm,
  WorkingButton,
} from "#app/tool-kit/ui/input-and-results.tsx";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { TipsList, ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { useDelayedTask } from "#app/tool-kit/ui/use-delayed-task.ts";
import { FeatureCards, type Feature } from "./feature-cards.tsx";
import { isOptionValue, type Options } from "./options.ts";

interface TextFieldConfig<K extends string> {
  name: K;
  label: string;
  placeholder: string;
  hint?: string;
}

interface SelectConfig<K extends string> {
  name: K;
  label: string;
  options: Options;
  /** The select's name attribute when it differs from `name`. */
  controlName?: string;
}

interface CheckboxConfig<C extends string> {
  name: C;
  label: string;
  /** Checked when the page opens; true unless said otherwise. */
  initial?: boolean;
}

/** What the visitor entered: text fields and selects by name (as typed), checkboxes by name. */
interface GeneratorInput<K extends string, C extends string> {
  values: Readonly<Record<K, string>>;
  checked: Readonly<Record<C, boolean>>;
}

export interface GeneratorToolProps<T extends string | readonly string[], K extends string, C extends string> {
  /** The tool's metadata (its meta.ts): runs are recorded under its slug, its offer ends the results. */
  tool: ToolMeta;
  textFields: readonly TextFieldConfig<K>[];
  selects?: readonly SelectConfig<K>[];
  /** Shown in an 'Options' group under the selects. */
  checkboxes?: readonly CheckboxConfig<C>[];
  /** The message for the visitor's input, or null when it can be generated from. */
  validate: (values: Readonly<Record<K, string>>) => string | null;
  /** The tool's pure logic, called once the working state has lasted `delayMs`. */
  generate: (input: GeneratorInput<K, C>) => T;
  delayMs: number;
  submitLabel: string;
  results: {
    title: string;
    /** e.g. "Generating names..." while working. */
    workingText: string;
    /** e.g. "20 names", announced when results arrive. */
    summary: (result: T) => string;
    render: (result: T) => React.ReactNode;
    /** Buttons before the 'more' button, e.g. 'Copy All'. */
    actions?: (result: T) => React.ReactNode;
    /** Label of the button that generates again from the same input; none when absent. */
    moreLabel?: string;
  };
  tips: { title: string; items: readonly string[] };
  features?: readonly Feature[];
}

/**
 * A generator's whole page, in the tool frame: the form described by the config (text fields,
 * selects, option checkboxes) with one validation message as role="alert" under the
 * last text field, the generate button with its delayed 'Generating...' state, the
 * results with an optional 'Generate More' button and the tool's offer, the tips and
 * feature cards.
 *
 * With one text field, that field carries the message; with several, the empty ones do.
 */
export function GeneratorTool<T extends string | readonly string[], K extends string, C extends string = never>(
  props: GeneratorToolProps<T, K, C>,
) {
  const { tool, textFields, selects = [], checkboxes = [], validate, generate, delayMs, submitLabel, results } = props;
  const [values, setValues] = useState(
    () =>
      Object.fromEntries([
        ...textFields.map((field) => [field.name, ""]),
        ...selects.map((select) => [select.name, select.options[0].value]),
      ]) as Record<K, string>,
  );
  const [checked, setChecked] = useState(
    () => Object.fromEntries(checkboxes.map((box) => [box.name, box.initial ?? true])) as Record<C, boolean>,
  );
  const [error, setError] = useState<string | null>(null);
  const [source, setSource] = useState<"form" | "more">("form");
  const task = useDelayedTask<T>(delayMs, tool.slug);
  const errorId = useId();
  const result = task.result;
  // The results appear under the form, often below the fold on a phone.
  const { ref: resultsBox, reveal } = useRevealResult();
  useEffect(() => {
    if (result !== null) reveal();
  }, [result, reveal]);

  function run(from: "form" | "more") {
    const message = validate(values);
    setError(message);
    if (message) return;
    const input = { values, checked };
    setSource(from);
    task.run(() => generate(input));
  }

  function setValue(name: K, value: string) {
    setValues((previous) => ({ ...previous, [name]: value }));
  }

  const selectControls = selects.map((select) => (
    <SelectField
      key={select.name}
      label={select.label}
      name={select.controlName ?? select.name}
      options={select.options}
      value={values[select.name]}
      onChange={(event) => {
        if (isOptionValue(select.options, event.target.value)) setValue(select.name, event.target.value);
      }}
    />
  ));

  return (
    <ToolFrame tool={tool}>
      <ToolPanel>
        <ToolForm onSubmit={() => run("form")}>
          {textFields.map((field, index) => {
            const value = values[field.name];
            const marked = error && (textFields.length === 1 || value.trim() === "") ? error : null;
            const control = (
              <TextField
                key={field.name}
                label={field.label}
                name={field.name}
                placeholder={field.placeholder}
                hint={field.hint}
                value={value}
                onChange={(event) => {
                  setValue(field.name, event.target.value);
                  if (error) setError(null);
                }}
                {...invalidProps(marked, errorId)}
              />
            );
            if (index < textFields.length - 1) return control;
            return (
              <div key={field.name}>
                {control}
                <InputError id={errorId} message={error} />
              </div>
            );
          })}
          {selectControls.length > 1 ? (
            <div className="grid gap-5 sm:grid-cols-2">{selectControls}</div>
          ) : (
            selectControls
          )}
          {checkboxes.length > 0 ? (
            <fieldset className="space-y-2">
              <legend className="mb-1.5 text-sm font-semibold text-slate-800">Options</legend>
              {checkboxes.map((box) => (
                <Checkbox
                  key={box.name}
                  label={box.label}
                  name={box.name}
                  checked={checked[box.name]}
                  onChange={(event) => {
                    const next = event.target.checked;
                    setChecked((previous) => ({ ...previous, [box.name]: next }));
                  }}
                />
              ))}
            </fieldset>
          ) : null}
          <WorkingButton
            type="submit"
            block
            busy={task.working && source === "form"}
            disabled={task.working}
            label={submitLabel}
          />
        </ToolForm>
      </ToolPanel>

      <div ref={resultsBox} className="scroll-mt-4">
        <ResultsPanel
          title={results.title}
          working={task.working}
          hasResults={result !== null && result.length > 0}
          workingText={results.workingText}
          summary={result === null ? undefined : results.summary(result)}
          tool={tool}
        >
          {result === null ? null : (
            <>
              {results.render(result)}
              {results.actions || results.moreLabel ? (
                <div className="mt-4 flex flex-wrap gap-3">
                  {results.actions?.(result)}
                  {results.moreLabel ? (
                    <WorkingButton
                      variant="secondary"
                      icon="refresh"
                      busy={task.working && source === "more"}
                      disabled={task.working}
                      label={results.moreLabel}
                      onClick={() => run("more")}
                    />
                  ) : null}
                </div>
              ) : null}
            </>
          )}
        </ResultsPanel>
      </div>

      <div className="mt-6">
        <TipsList title={props.tips.title} tips={props.tips.items} />
      </div>
      {props.features ? <FeatureCards features={props.features} /> : null}
    </ToolFrame>
  );
}
