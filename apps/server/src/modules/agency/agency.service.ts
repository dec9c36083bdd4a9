import { type AgencyInfo, agencyInfoSchema } from '@charterdesk/domain';
import type { SettingsRepository } from '../settings/settings.repository.js';

export const AGENCY_INFO_SETTING = 'App.AgencyInfo';

/** Public agency facts of the request's tenant, falling back to the host's. */
export function createAgencyService(deps: { settings: SettingsRepository }) {
  async function read(tenantId: number | null): Promise<AgencyInfo | undefined> {
    const raw = await deps.settings.get(tenantId, AGENCY_INFO_SETTING);
    if (!raw) return undefined;
    const parsed = agencyInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
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
      return info;
    },
  };
}
export type AgencyService = ReturnType<typeof createAgencyService>;
