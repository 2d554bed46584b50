import type { FastifyInstance } from "fastify";
import { createAdmin } from "#server/auth/admin-users.ts";

/**
 * Creates a bench admin, signs it in through the real route and returns its Cookie header and
 * a GET that fails loudly on anything but 200 (session check included in every timing).
 */
export async function signedInAdmin(app: FastifyInstance, db: Parameters<typeof createAdmin>[0], now: Date) {
  await createAdmin(db, "bench", "bench-password", now);
  const signIn = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    payload: { username: "bench", password: "bench-password" },
    headers: { origin: "http://localhost:80" },
  });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const get = async (url: string) => {
    const response = await app.inject({ method: "GET", url, headers: { cookie } });
    if (response.statusCode !== 200)
      throw new Error(`${url}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
  return { cookie, get };
}
