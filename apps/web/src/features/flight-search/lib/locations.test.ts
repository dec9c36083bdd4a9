import { describe, expect, it } from 'vitest';
import { location } from '../../../test/flights/fixtures';
import { groupLocations, locationLabel, matchTypedText } from './locations';

const moscow = location('city', 'MOW', 'Moscow', { airportCount: 3 });
const svo = location('airport', 'SVO', 'Sheremetyevo', { cityCode: 'MOW', cityName: 'Moscow' });
const vko = location('airport', 'VKO', 'Vnukovo', { cityCode: 'MOW', cityName: 'Moscow' });
const antalyaCity = location('city', 'AYT', 'Antalya', { countryCode: 'TR', countryName: 'Türkiye' });
const antalyaAirport = location('airport', 'AYT', 'Antalya', { cityCode: 'AYT', cityName: 'Antalya' });
const gzp = location('airport', 'GZP', 'Gazipasa-Alanya', { cityCode: 'GZP', cityName: 'Alanya' });

describe('groupLocations', () => {
  it('puts airports under their city and lists the rest after', () => {
    const rows = groupLocations([moscow, antalyaCity, svo, gzp, vko, antalyaAirport]);
    expect(rows.map((r) => [r.option.kind, r.option.code, r.nested])).toEqual([
      ['city', 'MOW', false],
      ['airport', 'SVO', true],
      ['airport', 'VKO', true],
      ['city', 'AYT', false],
      ['airport', 'GZP', false],
    ]);
  });

  it('keeps every code once', () => {
    const rows = groupLocations([svo, svo, moscow]);
    expect(rows.map((r) => r.option.code)).toEqual(['MOW', 'SVO']);
  });
});

describe('locationLabel', () => {
  it('names cities and airports that carry the city name as they are', () => {
    expect(locationLabel(moscow)).toBe('Moscow');
    expect(locationLabel(antalyaAirport)).toBe('Antalya');
  });

  it('adds the city to other airports', () => {
    expect(locationLabel(svo)).toBe('Moscow (Sheremetyevo)');
  });
});

describe('matchTypedText', () => {
  const rows = groupLocations([moscow, svo, vko]);
  it('matches a code or a name exactly, else the top suggestion it starts', () => {
    expect(matchTypedText(rows, 'vko')?.code).toBe('VKO');
    expect(matchTypedText(rows, ' Sheremetyevo ')?.code).toBe('SVO');
    expect(matchTypedText(rows, 'mosc')?.code).toBe('MOW');
    expect(matchTypedText(rows, 'paris')).toBeUndefined();
    expect(matchTypedText(rows, '')).toBeUndefined();
  });
});
