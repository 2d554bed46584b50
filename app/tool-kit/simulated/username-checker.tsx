import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CheckCircle2, ExternalLink, Loader2, RotateCcw, XCircle } from "lucide-react";
import { Button } from "#app/ui/button.tsx";
import { InputError } from "#app/tool-kit/ui/input-and-results.tsx";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { TipsList, ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { useDelayedTask } from "#app/tool-kit/ui/use-delayed-task.ts";
import { DemoNotice } from "./demo-notice.tsx";
import {
  CHECK_DELAY_MS,
  checkUsername,
  shapeUsername,
  USERNAME_DEMO_NOTICE,
  validateUsername,
  type UsernameCheckResult,
  type UsernamePlatform,
} from "./username-check.ts";

export interface UsernameCheckerProps {
  /** The tool's metadata (its meta.ts): checks are recorded as its runs. */
  tool: ToolMeta;
  platform: UsernamePlatform;
  tips: readonly string[];
}

/**
 * The whole page of a simulated username checker (Instagram and Twitter/X), in the
 * tool frame: '@' input shaped on
 * every keystroke, a 1.5 s 'checking' state, 'Available!' / 'Not Available', the claim
 * link, six alternative suggestions and 'Check Another Username'.
 */
export function UsernameChecker({ tool, platform, tips }: UsernameCheckerProps) {
  const { name, disableWhileChecking } = platform;
  const [username, setUsername] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState("");
  const task = useDelayedTask<UsernameCheckResult>(CHECK_DELAY_MS, tool.slug);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-username`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disableWhileChecking && task.working) return;
    const problem = validateUsername(platform, username);
    if (problem !== null) {
      setError(problem);
      task.reset();
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setChecking(username);
    task.run(() => checkUsername(platform, username));
  }

  function startOver(next: string) {
    setUsername(next);
    setError(null);
    task.reset();
    inputRef.current?.focus();
  }

  const result = task.status === "done" ? task.result : null;
  const { ref: resultBox, reveal } = useRevealResult();
  useEffect(() => {
    if (result) reveal();
  }, [result, reveal]);
  const announcement = task.working
    ? `Checking @${checking}…`
    : result
      ? `@${result.username} is ${result.available ? "available" : "not available"} on ${name}.`
      : "";

  return (
    <ToolFrame tool={tool}>
      <div className="space-y-6">
        <ToolPanel title={`Check ${/^[aeiou]/i.test(name) ? "an" : "a"} ${name} username`}>
          <DemoNotice>{USERNAME_DEMO_NOTICE}</DemoNotice>
          <form noValidate onSubmit={onSubmit} className="mt-5">
            <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
              {name} username
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <div className="flex min-w-0 flex-1 items-stretch rounded-lg border border-slate-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 has-[[aria-invalid=true]]:border-red-500">
                <span aria-hidden="true" className="flex items-center pl-3 text-base font-semibold text-slate-500">
                  @
                </span>
                <input
                  ref={inputRef}
                  id={inputId}
                  name="username"
                  type="text"
                  value={username}
                  onChange={(event) => {
                    setUsername(shapeUsername(platform, event.target.value));
                    setError(null);
                  }}
                  placeholder="yourbrand"
                  autoComplete="off"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${errorId} ${hintId}` : hintId}
                  className="block w-full min-w-0 rounded-r-lg bg-transparent py-2.5 pr-3 pl-1 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none"
                />
              </div>
              <Button
                type="submit"
                disabled={username.length === 0 || (disableWhileChecking && task.working)}
                className="sm:w-36"
              >
                {task.working ? (
                  <>
                    <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />{" "}
                    Checking...
                  </>
                ) : (
                  "Check"
                )}
              </Button>
            </div>
            <InputError id={errorId} message={error} />
            <p id={hintId} className="mt-2 text-sm text-slate-500">
              {platform.rules}
            </p>
          </form>

          <p role="status" className="sr-only">
            {announcement}
          </p>

          {task.working ? (
            <div className="mt-5 flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900">
              <Loader2 aria-hidden="true" className="h-5 w-5 shrink-0 animate-spin motion-reduce:animate-none" />
              <span>
                Checking <strong className="break-all">@{checking}</strong> on {name}…
              </span>
            </div>
          ) : null}

          <div ref={resultBox} className="scroll-mt-4">
            {result ? (
              <UsernameResult
                result={result}
                platform={name}
                claimUrl={platform.claimUrl}
                onPick={startOver}
                onReset={() => startOver("")}
              />
            ) : null}
          </div>
        </ToolPanel>

        <TipsList title={`Tips for a great ${name} username`} tips={tips} />
      </div>
    </ToolFrame>
  );
}

interface UsernameResultProps {
  result: UsernameCheckResult;
  platform: string;
  claimUrl: (username: string) => string;
  onPick: (suggestion: string) => void;
  onReset: () => void;
}

function UsernameResult({ result, platform, claimUrl, onPick, onReset }: UsernameResultProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`mt-5 rounded-xl border p-5 ${result.available ? "border-green-200 bg-green-50" : "border-red-200 bg-red-50"}`}
    >
      <div className="flex items-start gap-3">
        {result.available ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-7 w-7 shrink-0 text-green-700" />
        ) : (
          <XCircle aria-hidden="true" className="mt-0.5 h-7 w-7 shrink-0 text-red-700" />
        )}
        <div className="min-w-0">
          <h3 id={headingId} className={`text-xl font-bold ${result.available ? "text-green-800" : "text-red-800"}`}>
            {result.available ? "Available!" : "Not Available"}
          </h3>
          <p className="mt-1 text-slate-800 [overflow-wrap:anywhere]">
            <strong>@{result.username}</strong>{" "}
            {result.available ? `looks free on ${platform}.` : `is already taken on ${platform}.`}
          </p>
        </div>
      </div>

      {result.suggestions.length > 0 ? (
        <div className="mt-5">
          <h4 className="font-bold text-slate-900">Alternative Suggestions</h4>
          <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {result.suggestions.map((suggestion) => (
              <li
                key={suggestion}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white py-1.5 pr-1.5 pl-3"
              >
                <span className="min-w-0 font-medium text-slate-800 [overflow-wrap:anywhere]">@{suggestion}</span>
                <Button
                  variant="secondary"
                  onClick={() => onPick(suggestion)}
                  aria-label={`Check @${suggestion}`}
                  className="shrink-0 px-4"
                >
                  Check
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-5 flex flex-wrap gap-3">
        {result.available ? (
          <a
            href={claimUrl(result.username)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-green-800"
          >
            Claim on {platform}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
        <Button variant="secondary" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> Check Another Username
        </Button>
      </div>
    </section>
  );
}
