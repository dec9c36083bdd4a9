import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../modules/notifications/notifications.tables.js';

/** The password the tests give a new site variant's admin through its e-mailed set-password link. */
export const TENANT_ADMIN_PASSWORD = 'Tenant-Admin-Pass-7';

/** The token of the newest link of this kind e-mailed to an address (read from the outbox). */
export async function linkTokenSentTo(database: Database, to: string, kind: string): Promise<string> {
  const [mail] = await database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = mail && /\/(?:resetPassword\?token|login\?confirm)=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${kind} link was e-mailed to ${to}`);
  return token;
}

/**
 * Creates a site variant as the host and sets its admin's password the way a real admin does: with the
 * link e-mailed to the admin address. Answers the tenant and that password.
 */
export async function createTenantWithAdmin(
  app: FastifyInstance,
  database: Database,
  hostToken: string,
  payload: { tenancyName: string; name: string; adminEmailAddress: string } & Record<string, unknown>,
): Promise<{ id: number; tenancyName: string; adminPassword: string } & Record<string, unknown>> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/services/app/Tenant/Create',
    headers: { authorization: `Bearer ${hostToken}`, 'accept-language': 'en' },
    payload,
  });
  if (created.statusCode !== 200) throw new Error(`Tenant/Create: ${created.statusCode} ${created.body}`);
  const tenant = created.json().result;
  const token = await linkTokenSentTo(database, payload.adminEmailAddress, 'staffInvite');
  const set = await app.inject({
    method: 'POST',
    url: '/api/services/app/Account/ResetPassword',
    payload: { token, newPassword: TENANT_ADMIN_PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`Account/ResetPassword: ${set.statusCode} ${set.body}`);
  return { ...tenant, adminPassword: TENANT_ADMIN_PASSWORD };
}
