import type { AgencyInfo } from '@charterdesk/domain';
import { sql } from 'drizzle-orm';
import { AGENCY_INFO_SETTING } from '../../modules/agency/agency.service.js';
import { seedCoupons } from '../../modules/coupons/coupons.seed.js';
import { seedExchangeRates } from '../../modules/currency/currency.seed.js';
import { createDefinitionsRepository } from '../../modules/definitions/definitions.repository.js';
import { seedDefinitions } from '../../modules/definitions/definitions.seed.js';
import { type FlightSeedOptions, seedFlights } from '../../modules/flights/seed/flights.seed.js';
import { seedGeo } from '../../modules/geo/geo.seed.js';
import {
  ensureAdminUser,
  ensureDemoMember,
  generatePassword,
} from '../../modules/identity/identity.provisioning.js';
import { createSettingsRepository } from '../../modules/settings/settings.repository.js';
import { tenants } from '../../modules/tenancy/tenancy.tables.js';
import { seedTransferTariffs } from '../../modules/transfers/transfers.seed.js';
import type { Db } from '../client.js';

export const DEFAULT_TENANT_ID = 1;
/** the demo customer account of the host site (README) */
export const DEMO_MEMBER_EMAIL = 'traveller@charterdesk.example';
export { ADMIN_USER_NAME } from '../../modules/identity/identity.provisioning.js';

export const DEMO_AGENCY_INFO: AgencyInfo = {
  brandName: 'CharterDesk',
  legalEntity: 'CharterDesk Turizm Seyahat Acentası Ltd. Şti.',
  address: 'Şirinyalı Mah. 1505 Sok. No: 12/4, 07160 Muratpaşa / Antalya, Türkiye',
  tourismAssociationNumber: 'TÜRSAB A-14827',
  tradeRegisterNumber: 'Antalya 98214',
  taxNumber: 'Antalya Kurumlar V.D. 2110487563',
  chamberRegistrationNumber: 'ATSO 147720',
  phone: '+90 242 310 47 47',
  email: 'support@charterdesk.example',
  messagingLink: 'https://t.me/charterdesk_support',
  foundedYear: 2019,
};

export interface SeedResult {
  /** set only when this run created the admin users with a generated password: print it once */
  generatedAdminPassword?: string;
  /** set only when this run created the demo traveller's account: print it once */
  demoMember?: { email: string; password: string };
  createdAdmins: number;
}

export interface SeedOptions {
  adminPassword?: string;
  /** the seed's clock: demo flights start on its date (default: now) */
  now?: Date;
  /** demo flight inventory: horizon in days (tests seed less); false = no demo flights */
  flights?: Omit<FlightSeedOptions, 'now'> | false;
}

/**
 * Idempotent: creates what is missing (host + Default tenant, admins, static roles, agency info, geo data,
 * exchange rates, demo flights), changes nothing else.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  await db
    .insert(tenants)
    .overridingSystemValue()
    .values({ id: DEFAULT_TENANT_ID, tenancyName: 'Default', name: 'Default' })
    .onConflictDoNothing();
  // explicit ids must not collide with the identity sequence later
  await db.execute(
    sql`select setval(pg_get_serial_sequence('tenants', 'id'), greatest((select max(id) from tenants), 1))`,
  );

  // one generated password for both admins, printed once by the caller
  const password = options.adminPassword ?? generatePassword();
  let createdAdmins = 0;
  for (const tenantId of [null, DEFAULT_TENANT_ID]) {
    const email = tenantId === null ? 'admin@charterdesk.example' : 'admin@default.charterdesk.example';
    const { created } = await ensureAdminUser(db, tenantId, { emailAddress: email, password });
    if (created) createdAdmins += 1;
  }
  const generated = createdAdmins > 0 && !options.adminPassword ? password : undefined;

  const settings = createSettingsRepository(db);
  await settings.setIfAbsent(null, AGENCY_INFO_SETTING, JSON.stringify(DEMO_AGENCY_INFO));
  await seedGeo(db, settings);
  // transfer zones reference the geo tables
  await seedDefinitions(db);
  // tariffs price the host's zones × vehicle types
  await seedTransferTariffs(db, createDefinitionsRepository(db));
  await seedExchangeRates(db, now);
  await seedCoupons(db);
  if (options.flights !== false) await seedFlights(db, { ...options.flights, now });
  const demoMember = options.flights !== false ? await ensureDemoMember(db, DEMO_MEMBER_EMAIL) : undefined;

  return {
    createdAdmins,
    ...(generated ? { generatedAdminPassword: generated } : {}),
    ...(demoMember ? { demoMember } : {}),
  };
}
