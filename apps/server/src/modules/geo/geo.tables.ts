import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries with names in the three interface languages. */
export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  nameEn: varchar('name_en', { length: 128 }).notNull(),
  nameRu: varchar('name_ru', { length: 128 }).notNull(),
  nameTr: varchar('name_tr', { length: 128 }).notNull(),
});

/** IATA cities (metropolitan areas): MOW groups SVO, DME, VKO, ZIA. Single-airport cities reuse the airport code. */
export const cities = pgTable(
  'cities',
  {
    code: varchar('code', { length: 3 }).primaryKey(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    nameRu: varchar('name_ru', { length: 128 }).notNull(),
    nameTr: varchar('name_tr', { length: 128 }).notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /** 1–100: how often our travellers look for it; curated cities only, others 0 */
    popularity: integer('popularity').notNull().default(0),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    /** names were written by us (ru/tr), not only taken from the data set */
    isCurated: boolean('is_curated').notNull().default(false),
  },
  (t) => [index('cities_country_idx').on(t.countryCode)],
);

/** Airports from the OpenFlights data set (IATA code, coordinates, IANA time zone) plus our own names. */
export const airports = pgTable(
  'airports',
  {
    code: varchar('code', { length: 3 }).primaryKey(),
    icao: varchar('icao', { length: 4 }),
    cityCode: varchar('city_code', { length: 3 })
      .notNull()
      .references(() => cities.code),
    nameEn: varchar('name_en', { length: 160 }).notNull(),
    nameRu: varchar('name_ru', { length: 160 }).notNull(),
    nameTr: varchar('name_tr', { length: 160 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    popularity: integer('popularity').notNull().default(0),
    isCurated: boolean('is_curated').notNull().default(false),
  },
  (t) => [index('airports_city_idx').on(t.cityCode)],
);
