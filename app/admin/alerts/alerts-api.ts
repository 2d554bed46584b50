import {
  ALERT_PUSH_PATH,
  ALERT_RULES_PATH,
  ALERT_SETTINGS_PATH,
  ALERTS_SERVICE_WORKER_PATH,
  ALERTS_SERVICE_WORKER_SCOPE,
  type AlertSettingsInput,
  type AlertSettingsView,
  type AssignmentRulesInput,
  type AssignmentRulesView,
} from "#contracts/leads/assignment.ts";
import { request } from "../shared/api.ts";

export const alertsApi = {
  rules: () => request<AssignmentRulesView>("GET", ALERT_RULES_PATH),
  saveRules: (input: AssignmentRulesInput) => request<AssignmentRulesView>("PUT", ALERT_RULES_PATH, input),
  settings: () => request<AlertSettingsView>("GET", ALERT_SETTINGS_PATH),
  saveSettings: (input: AlertSettingsInput) => request<AlertSettingsView>("PUT", ALERT_SETTINGS_PATH, input),
};

const SUBSCRIBE_TIMEOUT_MS = 10_000;
const MSG_NO_PUSH_SERVICE =
  "This browser could not reach its push service, so alerts are not on here. Please try again later or in another browser.";

/** Whether this browser can show push alerts at all (service workers, Push API, notifications). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof window !== "undefined" &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** This browser's subscription, if alerts are on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration(ALERTS_SERVICE_WORKER_SCOPE);
  return (await found?.pushManager.getSubscription()) ?? null;
}

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/**
 * Turns alerts on in this browser: asks for permission, registers the admin's service worker,
 * subscribes with the server's VAPID key and tells the server. Resolves with a reason when
 * the person said no.
 */
export async function turnPushOn(publicKey: string): Promise<string | null> {
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") {
    return "Notifications are blocked for this site. Allow them in the browser's site settings, then try again.";
  }
  let subscription: PushSubscription;
  try {
    const subscribing = (async () => {
      await navigator.serviceWorker.register(ALERTS_SERVICE_WORKER_PATH, { scope: ALERTS_SERVICE_WORKER_SCOPE });
      const ready = await navigator.serviceWorker.ready;
      return (
        (await ready.pushManager.getSubscription()) ??
        (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }))
      );
    })();
    // A browser that cannot reach its push service may never answer: the button is not left busy.
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("timeout")), SUBSCRIBE_TIMEOUT_MS),
    );
    subscription = await Promise.race([subscribing, timeout]);
  } catch {
    return MSG_NO_PUSH_SERVICE;
  }
  await request<void>("POST", ALERT_PUSH_PATH, subscription.toJSON());
  return null;
}

/** Turns alerts off in this browser, here and on the server. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await request<void>("DELETE", ALERT_PUSH_PATH, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
