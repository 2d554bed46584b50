import { useId, useState } from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import {
  type AssignmentRule,
  type AssignmentRulesView,
  LEAD_ALERT_TITLES,
  MAX_RULES,
  RULE_KIND_LABELS,
  RULE_KINDS,
  type RuleKind,
} from "#contracts/leads/assignment.ts";
import { PLATFORM_OPTIONS, SUBMISSION_TYPES } from "#contracts/leads/form-constants.ts";
import { Button } from "#app/ui/button.tsx";
import { Checkbox, SelectField } from "#app/ui/field.tsx";
import { useLoad } from "../shared/use-load.ts";
import { alertsApi } from "./alerts-api.ts";
import { AdminCard, type CardMessage } from "#app/admin/shared/admin-card.tsx";
import type { PanelProps } from "#app/admin/shared/panel-props.ts";

const MATCHES: Record<Exclude<RuleKind, "any">, { value: string; label: string }[]> = {
  type: SUBMISSION_TYPES.map((type) => ({
    value: type,
    label: LEAD_ALERT_TITLES[type].charAt(0).toUpperCase() + LEAD_ALERT_TITLES[type].slice(1),
  })),
  platform: PLATFORM_OPTIONS.map((platform) => ({ value: platform, label: platform })),
};

/** A rule's default match when its kind is chosen. */
const firstMatch = (kind: RuleKind) => (kind === "any" ? null : (MATCHES[kind][0]?.value ?? null));

type Accounts = AssignmentRulesView["accounts"];

function RuleRow({
  rule,
  index,
  count,
  accounts,
  onChange,
  onMove,
  onRemove,
}: {
  rule: AssignmentRule;
  index: number;
  count: number;
  accounts: Accounts;
  onChange: (rule: AssignmentRule) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const groupId = useId();
  const name = `Rule ${index + 1}`;
  const toggle = (id: number, on: boolean) =>
    onChange({ ...rule, accountIds: on ? [...rule.accountIds, id] : rule.accountIds.filter((other) => other !== id) });
  return (
    <li className="rounded-lg p-3 ring-1 ring-slate-200">
      <fieldset aria-labelledby={groupId}>
        <p id={groupId} className="font-semibold text-slate-900">
          {name}
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Applies to"
            value={rule.kind}
            options={RULE_KINDS.map((kind) => ({ value: kind, label: RULE_KIND_LABELS[kind] }))}
            onChange={(event) => {
              const kind = event.target.value as RuleKind;
              onChange({ ...rule, kind, match: firstMatch(kind) });
            }}
          />
          {rule.kind === "any" ? null : (
            <SelectField
              label={rule.kind === "type" ? "Lead type" : "Platform"}
              value={rule.match ?? ""}
              options={MATCHES[rule.kind]}
              onChange={(event) => onChange({ ...rule, match: event.target.value })}
            />
          )}
        </div>
        <p className="mt-3 text-sm font-semibold text-slate-800">Taking turns</p>
        <p className="text-sm text-slate-600">None ticked: every active staff member.</p>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {accounts.map((account) => (
            <Checkbox
              key={account.id}
              label={account.active ? account.displayName : `${account.displayName} (disabled)`}
              checked={rule.accountIds.includes(account.id)}
              onChange={(event) => toggle(account.id, event.target.checked)}
            />
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="ghost" onClick={() => onMove(-1)} disabled={index === 0} aria-label={`Move ${name} up`}>
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
            Up
          </Button>
          <Button
            variant="ghost"
            onClick={() => onMove(1)}
            disabled={index === count - 1}
            aria-label={`Move ${name} down`}
          >
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
            Down
          </Button>
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${name}`}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Remove
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

/** The owner's assignment rules: the first rule that matches a new lead gives it out. */
export function RulesEditor({ onSignedOut, tick }: PanelProps) {
  const [view, setView] = useState<AssignmentRulesView | null>(null);
  const [rules, setRules] = useState<AssignmentRule[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<CardMessage | null>(null);
  const show = (next: AssignmentRulesView) => {
    setView(next);
    setRules(next.rules);
  };
  const fail = (error: unknown) => {
    if (!onSignedOut(error))
      setMessage({ tone: "error", text: error instanceof Error ? error.message : String(error) });
  };
  useLoad(`${tick}`, () => alertsApi.rules(), show, fail);

  const change = (index: number, rule: AssignmentRule) =>
    setRules((all) => all.map((old, at) => (at === index ? rule : old)));
  const move = (index: number, by: -1 | 1) =>
    setRules((all) => {
      const next = [...all];
      const [rule] = next.splice(index, 1);
      if (rule) next.splice(index + by, 0, rule);
      return next;
    });

  async function save() {
    setBusy(true);
    setMessage(null);
    try {
      show(await alertsApi.saveRules({ rules }));
      setMessage({ tone: "success", text: "The assignment rules are saved." });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminCard
      title="Assignment rules"
      intro={
        <>
          Each new lead goes to the first rule that matches it; the rule&apos;s people take turns. A lead no rule
          matches stays unassigned.
        </>
      }
      message={message}
    >
      {view === null ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading the rules...
        </p>
      ) : (
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {rules.length === 0 ? <p className="text-sm text-slate-700">No rules: new leads stay unassigned.</p> : null}
          <ol className="space-y-3">
            {rules.map((rule, index) => (
              <RuleRow
                key={index}
                rule={rule}
                index={index}
                count={rules.length}
                accounts={view.accounts}
                onChange={(next) => change(index, next)}
                onMove={(by) => move(index, by)}
                onRemove={() => setRules((all) => all.filter((_, at) => at !== index))}
              />
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => setRules((all) => [...all, { kind: "any", match: null, accountIds: [] }])}
              disabled={rules.length >= MAX_RULES}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add a rule
            </Button>
            <Button type="submit" disabled={busy}>
              Save rules
            </Button>
          </div>
        </form>
      )}
    </AdminCard>
  );
}
