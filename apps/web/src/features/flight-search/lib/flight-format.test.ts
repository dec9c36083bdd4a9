import { describe, expect, it } from 'vitest';
import { flightOption } from '../../../test/flights/fixtures';
import { adultPrice, airlineColor, arrivalDayOffset, stopoverCodes } from './flight-format';

describe('flight formatting helpers', () => {
  it('counts arrival days after departure', () => {
    expect(arrivalDayOffset(flightOption({ id: 'a' }))).toBe(0);
    expect(arrivalDayOffset(flightOption({ id: 'a', date: '2026-12-31', arrivalDate: '2027-01-01' }))).toBe(
      1,
    );
  });

  it('lists stopovers and the adult fare', () => {
    expect(stopoverCodes(flightOption({ id: 'a', stops: 1 }))).toEqual(['IST']);
    expect(stopoverCodes(flightOption({ id: 'a' }))).toEqual([]);
    expect(adultPrice(flightOption({ id: 'a', total: 40000, adults: 2 }))).toBe(20000);
  });

  it('gives an airline the same colour every time', () => {
    expect(airlineColor('XC')).toBe(airlineColor('XC'));
  });
});
