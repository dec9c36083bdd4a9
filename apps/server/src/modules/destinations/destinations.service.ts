import {
  type CityPage,
  type CountryPage,
  type Culture,
  formatDuration,
  type TransferZone,
  translate,
} from '@charterdesk/domain';
import type { ContentService } from '../content/content.service.js';
import { escapeHtml } from '../content/content.service.js';
import type { GeoService } from '../geo/geo.service.js';

/** Country and city pages: geography from geo, travel notices from content, transfer zones from definitions. */
export function createDestinationsService(deps: {
  geo: GeoService;
  content: ContentService;
  /** active transfer zones of a city offered by the site variant (tenant null = host) */
  transferZones: (tenantId: number | null, cityCode: string, culture: Culture) => Promise<TransferZone[]>;
}) {
  const notices = (countryCode: string, culture: Culture) =>
    deps.content
      .noticesFor(countryCode, culture)
      .map((n) => ({ slug: n.slug, title: n.title, html: n.html }));

  return {
    async country(code: string, culture: Culture): Promise<CountryPage | undefined> {
      const c = await deps.geo.countryOverview(code, culture);
      if (!c) return undefined;
      const cities = c.cities
        .slice(0, 8)
        .map((x) => x.name)
        .join(', ');
      return {
        ...c,
        title: translate(culture, 'Seo.CountryTitle', { country: c.name }),
        description: translate(culture, 'Seo.CountryDescription', { country: c.name, cities }),
        notices: notices(c.code, culture),
      };
    },

    async city(code: string, culture: Culture, tenantId: number | null): Promise<CityPage | undefined> {
      const c = await deps.geo.cityOverview(code, culture);
      if (!c) return undefined;
      return {
        ...c,
        transferZones: await deps.transferZones(tenantId, c.code, culture),
        title: translate(culture, 'Seo.CityTitle', { city: c.name }),
        description: translate(culture, 'Seo.CityDescription', {
          city: c.name,
          country: c.countryName,
          airports: c.airports.map((a) => `${a.name} (${a.code})`).join(', '),
        }),
        notices: notices(c.countryCode, culture),
      };
    },

    /** Server-rendered body of /countries/:code and /cities/:code for crawlers. */
    async render(pathname: string, culture: Culture, tenantId: number | null) {
      const m = /^\/(countries|cities)\/([A-Za-z]{2,3})$/.exec(pathname.replace(/\/+$/, ''));
      if (!m) return undefined;
      const link = (path: string) => (culture === 'ru' ? path : `${path}?locale=${culture}`);
      const noticesHtml = (list: { title: string; html: string }[]) =>
        list.length
          ? `<section><h2>${escapeHtml(translate(culture, 'Seo.TravelNotices'))}</h2>${list
              .map((n) => `<article><h3>${escapeHtml(n.title)}</h3>${n.html}</article>`)
              .join('')}</section>`
          : '';
      if (m[1] === 'countries') {
        const page = await this.country(m[2]!, culture);
        if (!page) return undefined;
        const cities = page.cities
          .map(
            (c) =>
              `<li><a href="${link(`/cities/${c.code}`)}">${escapeHtml(c.name)}</a> — ${c.airports
                .map((a) => `${escapeHtml(a.name)} (${a.code})`)
                .join(', ')}</li>`,
          )
          .join('');
        return {
          path: `/countries/${page.code}`,
          title: page.title,
          description: page.description,
          bodyHtml: `<main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.description)}</p><h2>${escapeHtml(translate(culture, 'Seo.Cities'))}</h2><ul>${cities}</ul>${noticesHtml(page.notices)}</main>`,
        };
      }
      const page = await this.city(m[2]!, culture, tenantId);
      if (!page) return undefined;
      const airports = page.airports.map((a) => `<li>${escapeHtml(a.name)} (${a.code})</li>`).join('');
      const zones = page.transferZones.length
        ? `<section><h2>${escapeHtml(translate(culture, 'Seo.TransferZones'))}</h2><ul>${page.transferZones
            .map(
              (z) =>
                `<li>${escapeHtml(
                  translate(culture, 'Seo.TransferZoneLine', {
                    zone: z.name,
                    airport: `${z.airportName} (${z.airportCode})`,
                    // "2 ч 20 мин", as the zone list of the page writes it, not "140 мин"
                    duration: formatDuration(z.transferMinutes, culture),
                  }),
                )}</li>`,
            )
            .join('')}</ul></section>`
        : '';
      return {
        path: `/cities/${page.code}`,
        title: page.title,
        description: page.description,
        bodyHtml: `<main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.description)}</p><p><a href="${link(`/countries/${page.countryCode}`)}">${escapeHtml(page.countryName)}</a></p><h2>${escapeHtml(translate(culture, 'Seo.Airports'))}</h2><ul>${airports}</ul>${zones}${noticesHtml(page.notices)}</main>`,
      };
    },
  };
}
export type DestinationsService = ReturnType<typeof createDestinationsService>;
