import { type AgencyInfo, agencyInfoSchema } from '@charterdesk/domain';
import type { SettingStore } from '../settings/settings.service.js';

export const AGENCY_INFO_SETTING = 'App.AgencyInfo';

/** Public agency facts of the request's tenant, falling back to the host's. */
export function createAgencyService(deps: { settings: SettingStore }) {
  // the last facts read per tenant: public pages keep their footer and letterhead during a database outage
  const lastKnown = new Map<number | null, AgencyInfo | undefined>();

  async function read(tenantId: number | null): Promise<AgencyInfo | undefined> {
    let raw: string | null | undefined;
    try {
      raw = await deps.settings.get(tenantId, AGENCY_INFO_SETTING);
    } catch (err) {
      if (lastKnown.has(tenantId)) return lastKnown.get(tenantId);
      throw err;
    }
    const parsed = raw ? agencyInfoSchema.safeParse(JSON.parse(raw)) : undefined;
    const info = parsed?.success ? parsed.data : undefined;
    lastKnown.set(tenantId, info);
    return info;
  }

  return {
    async getAgencyInfo(tenantId: number | null): Promise<AgencyInfo> {
      const info = (tenantId !== null ? await read(tenantId) : undefined) ?? (await read(null));
      if (!info) throw new Error('Agency info is not configured: run the seed');
      return info;
    },

    /** Sets the tenant's own agency facts (the host's are the default of every tenant). */
    async updateAgencyInfo(
      tenantId: number | null,
      info: AgencyInfo,
      actorId: number | null,
    ): Promise<AgencyInfo> {
      await deps.settings.set(tenantId, AGENCY_INFO_SETTING, JSON.stringify(info), actorId);
      lastKnown.set(tenantId, info);
      return info;
    },
  };
}
export type AgencyService = ReturnType<typeof createAgencyService>;
