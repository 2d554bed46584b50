import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";

// A local push service for tests: web-push-testing's server (it checks the VAPID signature,
// decrypts each message and keeps it) on 127.0.0.1, on a free port, in this process.

const require = createRequire(import.meta.url);

interface PushApiModel {
  notifyUrl: string;
  expireSubscription(clientHash: string): void;
}

export interface LocalPushService {
  /** A browser's subscription: what PushManager.subscribe would give, and the service's handle on it. */
  subscribe(
    applicationServerKey: string,
  ): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
  /** The decrypted messages this subscription received, oldest first. */
  messages(clientHash: string): Promise<string[]>;
  /** The browser unsubscribed: the service answers 410 to pushes for it from now on. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js") as {
    PushApiModel: new () => PushApiModel;
  };
  const WebPushTestingServer = require("web-push-testing/src/server.js") as new (
    model: PushApiModel,
    port: number,
  ) => { _app: http.RequestListener; setRequestHandlers(): void };
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, 0);
  service.setRequestHandlers();
  const server = http.createServer(service._app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${base}/notify/`;

  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.status === 200 ? ((await response.json().catch(() => ({}))) as { data: unknown }) : { data: null };
  };

  return {
    async subscribe(applicationServerKey) {
      const { data } = await post("/subscribe", { userVisibleOnly: "true", applicationServerKey });
      return data as Awaited<ReturnType<LocalPushService["subscribe"]>>;
    },
    async messages(clientHash) {
      const { data } = await post("/get-notifications", { clientHash });
      return (data as { messages: string[] }).messages;
    },
    // Its HTTP route never answers a success, so the model is told directly.
    async expire(clientHash) {
      model.expireSubscription(clientHash);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
