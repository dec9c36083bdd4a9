// Every module's tables, for drizzle-kit and the typed client. Modules own their tables; this file only gathers them.

export * from '../modules/accounts/accounts.tables.js';
export * from '../modules/bookings/bookings.tables.js';
export * from '../modules/contact/contact.tables.js';
export * from '../modules/coupons/coupons.tables.js';
export * from '../modules/currency/currency.tables.js';
export * from '../modules/customers/customers.tables.js';
export * from '../modules/definitions/definitions.tables.js';
export * from '../modules/flights/flights.tables.js';
export * from '../modules/geo/geo.tables.js';
export * from '../modules/identity/identity.tables.js';
export * from '../modules/notifications/notifications.tables.js';
export * from '../modules/payments/payments.tables.js';
export * from '../modules/sandbox-bank/sandbox-bank.tables.js';
export * from '../modules/settings/settings.tables.js';
export * from '../modules/survey/survey.tables.js';
export * from '../modules/tenancy/tenancy.tables.js';
export * from '../modules/transfers/transfers.tables.js';
