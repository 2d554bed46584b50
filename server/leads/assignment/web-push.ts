import crypto from "node:crypto";
import webPush from "web-push";
import type { ServerSecretsRepository } from "#server/platform/db/server-secrets-repository.ts";

/** The server's VAPID key pair (P-256, base64url), as web-push and PushManager.subscribe take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys from the server's own secrets: the private key is the 32 random bytes of
 * the secret "vapid-private-key", made at first start and shared by every instance, so a
 * browser subscribed through one instance gets pushes sent by any other.
 */
export async function vapidKeys(secrets: ServerSecretsRepository): Promise<VapidKeys> {
  const privateKey = await secrets.get("vapid-private-key");
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.setPrivateKey(privateKey);
  return { publicKey: ecdh.getPublicKey().toString("base64url"), privateKey: privateKey.toString("base64url") };
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: delivered, gone for good (404/410: drop it), or failed for now. */
export type PushOutcome = "sent" | "gone" | "failed";

/** How long one push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long the push service keeps an alert for a browser that is offline: a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Encrypts `payload` for one browser (RFC 8291) with the VAPID headers (RFC 8292) and posts
 * it to the browser's push service with fetch.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys & { subject: string },
  timeoutMs = PUSH_TIMEOUT_MS,
): Promise<PushOutcome> {
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: "high" },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: new Uint8Array(details.body),
    redirect: "error",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return "gone";
  return response.ok ? "sent" : "failed";
}

/**
 * Whether the server will post to this push endpoint: https only (browsers' push services
 * all are), so a subscription cannot point the server at a plain-HTTP address inside the
 * network; tests against a local push service allow http.
 */
export function acceptedPushEndpoint(endpoint: string, allowHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === "https:" || (allowHttp && url.protocol === "http:");
}
