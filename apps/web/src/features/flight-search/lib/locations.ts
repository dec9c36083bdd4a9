import type { LocationOption } from '@charterdesk/domain';

export interface LocationRow {
  option: LocationOption;
  /** an airport listed under its city */
  nested: boolean;
}

/**
 * Suggestions as the dropdown shows them: each city followed by its airports (indented), then airports
 * whose city is not in the list. An airport that shares its city's code (single-airport cities such as
 * AYT) is the city row itself, so every code appears once.
 */
export function groupLocations(options: readonly LocationOption[]): LocationRow[] {
  const rows: LocationRow[] = [];
  const seen = new Set<string>();
  const cities = options.filter((o) => o.kind === 'city');
  const cityCodes = new Set(cities.map((c) => c.code));
  for (const city of cities) {
    if (seen.has(city.code)) continue;
    seen.add(city.code);
    rows.push({ option: city, nested: false });
    for (const airport of options) {
      if (airport.kind !== 'airport' || airport.cityCode !== city.code || seen.has(airport.code)) continue;
      seen.add(airport.code);
      rows.push({ option: airport, nested: true });
    }
  }
  for (const airport of options) {
    if (airport.kind !== 'airport' || seen.has(airport.code) || cityCodes.has(airport.cityCode)) continue;
    seen.add(airport.code);
    rows.push({ option: airport, nested: false });
  }
  return rows;
}

/** The text the field shows once a place is chosen: "Antalya", "Moscow (Sheremetyevo)". */
export function locationLabel(option: Pick<LocationOption, 'kind' | 'name' | 'cityName'>): string {
  if (option.kind === 'city' || !option.cityName) return option.name;
  return option.name.toLocaleLowerCase().includes(option.cityName.toLocaleLowerCase())
    ? option.name
    : `${option.cityName} (${option.name})`;
}

/** The suggestion a free text stands for when the visitor leaves the field without choosing. */
export function matchTypedText(rows: readonly LocationRow[], text: string): LocationOption | undefined {
  const typed = text.trim().toLocaleLowerCase();
  if (!typed) return undefined;
  const exact = rows.find(
    ({ option }) =>
      option.code.toLocaleLowerCase() === typed ||
      option.name.toLocaleLowerCase() === typed ||
      locationLabel(option).toLocaleLowerCase() === typed,
  );
  if (exact) return exact.option;
  // Otherwise the top suggestion, when the text starts it (as "antal" does "Antalya").
  const first = rows[0]?.option;
  return first &&
    (first.name.toLocaleLowerCase().startsWith(typed) || first.cityName.toLocaleLowerCase().startsWith(typed))
    ? first
    : undefined;
}
