import type { FastifyInstance } from "fastify";
import { ALERTS_SERVICE_WORKER_PATH } from "#contracts/leads/assignment.ts";
import { scriptFileContentSecurityPolicy } from "#server/site/html-pages.ts";

/**
 * The admin's service worker, served at /admin/alerts-sw.js so its scope is /admin/ only.
 * It caches nothing and handles no fetch: it shows a lead alert pushed by the server and,
 * on a click, focuses or opens the lead's page. Only a path under /admin/ on this site is
 * ever opened, whatever a message says.
 */
const ALERTS_SERVICE_WORKER = `"use strict";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
function adminUrl(text) {
  try {
    const url = new URL(text, self.location.origin);
    if (url.pathname.startsWith("/admin/")) return new URL(url.pathname + url.search, self.location.origin).href;
  } catch (error) {}
  return new URL("/admin/dashboard", self.location.origin).href;
}
self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch (error) {}
  const url = adminUrl(typeof alert.url === "string" ? alert.url : "");
  const title = typeof alert.title === "string" ? alert.title : "New lead";
  const body = typeof alert.body === "string" ? alert.body : "";
  event.waitUntil(self.registration.showNotification(title, { body, tag: url, data: { url } }));
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = adminUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const open of windows) if (open.url === url && "focus" in open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
`;

/** Serves the service worker; no-cache, so a new version is picked up at the next visit. */
export async function alertsServiceWorkerRoute(app: FastifyInstance) {
  app.get(ALERTS_SERVICE_WORKER_PATH, async (_request, reply) =>
    reply
      .header("cache-control", "no-cache")
      .header("content-security-policy", scriptFileContentSecurityPolicy)
      .type("text/javascript; charset=utf-8")
      .send(ALERTS_SERVICE_WORKER),
  );
}
