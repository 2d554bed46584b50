import { useCallback, useId, useState } from "react";
import { type AccountCreated, type AdminAccount, ROLE_LABELS } from "#contracts/accounts/accounts.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { absoluteLink, accountsApi } from "./accounts-api.ts";
import { type AccountAction, AccountActionDialog } from "./account-action-dialog.tsx";
import { AddAccountForm } from "./add-account-form.tsx";
import { useLoad } from "../shared/use-load.ts";
import { OneTimeLink } from "./one-time-link.tsx";
import { TwoFactorRequirement } from "./two-factor-requirement.tsx";
import { PanelHeading } from "#app/ui/panel-heading.tsx";
import type { PanelProps } from "#app/admin/shared/panel-props.ts";

interface AccountsPanelProps extends PanelProps {
  /** The signed-in owner: their own row offers no disable and no reset (they change their own password). */
  currentUserId: number | null;
}

/** The Team tab (owner only): every account, the "Add account" form, and each account's actions. */
export function AccountsPanel({ onSignedOut, tick, currentUserId }: AccountsPanelProps) {
  const headingId = useId();
  const [accounts, setAccounts] = useState<AdminAccount[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [action, setAction] = useState<AccountAction | null>(null);
  const [created, setCreated] = useState<{ name: string; link: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useLoad(
    String(tick),
    () => accountsApi.list(),
    (list) => {
      setAccounts(list);
      setLoadError(null);
    },
    (error) => {
      if (!onSignedOut(error)) setLoadError("The accounts could not be loaded. Please try Refresh.");
    },
  );

  const replace = useCallback((account: AdminAccount) => {
    setAccounts((current) => current?.map((row) => (row.id === account.id ? account : row)) ?? current);
  }, []);

  function onCreated({ account, setPasswordUrl }: AccountCreated) {
    setAccounts((current) => [...(current ?? []), account]);
    setMessage(`Account ${account.username} created.`);
    setCreated(
      setPasswordUrl ? { name: account.displayName, link: absoluteLink(window.location.origin, setPasswordUrl) } : null,
    );
  }

  function onDone(account: AdminAccount | null, text: string) {
    if (account) replace(account);
    else accountsApi.list().then(setAccounts, onSignedOut);
    setMessage(text);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <PanelHeading id={headingId}>Team</PanelHeading>
      <div aria-live="polite">{message ? <Alert tone="success">{message}</Alert> : null}</div>
      {created ? <OneTimeLink link={created.link} forName={created.name} /> : null}
      <TwoFactorRequirement onSignedOut={onSignedOut} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          {loadError ? <Alert>{loadError}</Alert> : null}
          {accounts === null ? (
            <p role="status" className="text-sm text-slate-600" aria-busy="true">
              Loading accounts...
            </p>
          ) : (
            <AccountList accounts={accounts} currentUserId={currentUserId} onAction={setAction} />
          )}
        </div>
        <AddAccountForm onCreated={onCreated} onSignedOut={onSignedOut} />
      </div>
      <AccountActionDialog action={action} onClose={() => setAction(null)} onDone={onDone} onSignedOut={onSignedOut} />
    </section>
  );
}

interface AccountListProps {
  accounts: readonly AdminAccount[];
  currentUserId: number | null;
  onAction: (action: AccountAction) => void;
}

/** The accounts, one card each: who, role, status, and the buttons (named with the username). */
export function AccountList({ accounts, currentUserId, onAction }: AccountListProps) {
  return (
    <ul aria-label="Accounts" className="divide-y divide-slate-100">
      {accounts.map((account) => {
        const self = account.id === currentUserId;
        const disabled = account.disabledAt !== null;
        const act = (kind: AccountAction["kind"]) => () => onAction({ kind, account });
        return (
          <li key={account.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:justify-between">
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">
                {account.displayName}
                {self ? <span className="font-normal text-slate-600"> (you)</span> : null}
              </p>
              <p className="truncate text-sm text-slate-600">{account.username}</p>
              <p className="mt-1.5 flex flex-wrap gap-1.5 text-xs font-semibold">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">{ROLE_LABELS[account.role]}</span>
                <span
                  className={`rounded-full px-2 py-0.5 ${disabled ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`}
                >
                  {disabled ? "Disabled" : "Active"}
                </span>
                {account.passwordLinkPending ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">Link pending</span>
                ) : null}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2 self-start sm:justify-end sm:self-center">
              <ActionButton label="Edit name" username={account.username} onClick={act("rename")} />
              {self ? null : (
                <>
                  <ActionButton label="Reset password" username={account.username} onClick={act("reset")} />
                  <ActionButton
                    label={disabled ? "Enable" : "Disable"}
                    username={account.username}
                    onClick={act("toggle")}
                  />
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A short visible label; screen readers (and tests) hear which account it acts on. */
function ActionButton({ label, username, onClick }: { label: string; username: string; onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      {label}
      <span className="sr-only"> {username}</span>
    </Button>
  );
}
