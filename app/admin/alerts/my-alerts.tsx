import { useState } from "react";
import { BellOff, BellRing } from "lucide-react";
import type { AlertSettingsView } from "#contracts/leads/assignment.ts";
import { Button } from "#app/ui/button.tsx";
import { Checkbox, TextField } from "#app/ui/field.tsx";
import { useLoad } from "../shared/use-load.ts";
import { alertsApi, currentSubscription, pushSupported, turnPushOff, turnPushOn } from "./alerts-api.ts";
import { AdminCard, type CardMessage } from "#app/admin/shared/admin-card.tsx";
import type { PanelProps } from "#app/admin/shared/panel-props.ts";

const failure = (error: unknown) =>
  error instanceof Error ? error.message : "Something went wrong. Please try again.";

/** Everyone's own alerts: where alert e-mails go, and push alerts in this browser. */
export function MyAlerts({ onSignedOut, tick }: PanelProps) {
  const [settings, setSettings] = useState<AlertSettingsView | null>(null);
  const [email, setEmail] = useState("");
  const [emailOn, setEmailOn] = useState(true);
  const [pushHere, setPushHere] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<CardMessage | null>(null);

  const show = (next: AlertSettingsView) => {
    setSettings(next);
    setEmail(next.email ?? "");
    setEmailOn(next.emailOn);
  };
  useLoad(
    `${tick}`,
    async () => ({ view: await alertsApi.settings(), here: (await currentSubscription()) !== null }),
    ({ view, here }) => {
      show(view);
      setPushHere(here);
    },
    (error) => {
      if (!onSignedOut(error)) setMessage({ tone: "error", text: failure(error) });
    },
  );

  async function run(action: () => Promise<string | null>) {
    setBusy(true);
    setMessage(null);
    try {
      const done = await action();
      if (done) setMessage({ tone: "success", text: done });
    } catch (error) {
      if (!onSignedOut(error)) setMessage({ tone: "error", text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    run(async () => {
      show(await alertsApi.saveSettings({ email: email.trim() || null, emailOn }));
      return "Your alert settings are saved.";
    });
  const togglePush = () =>
    run(async () => {
      if (pushHere) {
        await turnPushOff();
        setPushHere(false);
        show(await alertsApi.settings());
        return "Alerts are off in this browser.";
      }
      const refused = await turnPushOn(settings?.pushPublicKey ?? "");
      if (refused) throw new Error(refused);
      setPushHere(true);
      show(await alertsApi.settings());
      return "Alerts are on in this browser.";
    });

  return (
    <AdminCard title="My alerts" intro="When a new lead is assigned to you, we tell you at once." message={message}>
      {settings === null ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading your alert settings...
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Checkbox
              label="E-mail me when a lead is assigned to me"
              checked={emailOn}
              onChange={(event) => setEmailOn(event.target.checked)}
            />
            <TextField
              label="Alert e-mail address"
              type="email"
              autoComplete="email"
              value={email}
              maxLength={254}
              onChange={(event) => setEmail(event.target.value)}
              hint={
                settings.sendsTo
                  ? `Alerts go to ${settings.sendsTo}. Leave empty to use your username.`
                  : "Your username is not an e-mail address: enter one to get alert e-mails."
              }
            />
            {settings.mailOn ? null : (
              <p className="text-sm text-amber-800">
                Mail is off on this server (no SMTP set up): no alert e-mails go out.
              </p>
            )}
            <Button type="submit" disabled={busy}>
              Save e-mail settings
            </Button>
          </form>
          <div className="border-t border-slate-200 pt-4">
            <h3 className="font-semibold text-slate-900">Alerts on this device</h3>
            <p className="mt-1 text-sm text-slate-600">
              {settings.devices === 0
                ? "Alerts are not on in any browser yet."
                : `Alerts are on in ${settings.devices} browser${settings.devices === 1 ? "" : "s"}.`}{" "}
              {pushHere ? "This one is one of them." : null}
            </p>
            {pushSupported() ? (
              <Button variant="secondary" className="mt-2" onClick={() => void togglePush()} disabled={busy}>
                {pushHere ? (
                  <BellOff aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <BellRing aria-hidden="true" className="h-4 w-4" />
                )}
                {pushHere ? "Turn off alerts in this browser" : "Turn on alerts in this browser"}
              </Button>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                This browser cannot show push alerts. On an iPhone, add the admin to the Home Screen first.
              </p>
            )}
          </div>
        </div>
      )}
    </AdminCard>
  );
}
