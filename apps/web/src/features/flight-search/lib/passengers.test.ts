import { describe, expect, it } from 'vitest';
import { activeLimits, checkStep } from './passengers';

describe('checkStep', () => {
  it('allows steps that keep the counts valid', () => {
    expect(checkStep({ adults: 1, children: 0, infants: 0 }, 'adults', 1)).toEqual({
      allowed: true,
      blockedBy: [],
    });
    expect(checkStep({ adults: 2, children: 1, infants: 0 }, 'infants', 1).allowed).toBe(true);
  });

  it('blocks more infants than adults', () => {
    expect(checkStep({ adults: 1, children: 0, infants: 1 }, 'infants', 1)).toEqual({
      allowed: false,
      blockedBy: ['Flight.InfantsExceedAdults'],
    });
    expect(checkStep({ adults: 1, children: 0, infants: 1 }, 'adults', -1).blockedBy).toContain(
      'Flight.InfantsExceedAdults',
    );
  });

  it('blocks the tenth passenger, infants included', () => {
    expect(checkStep({ adults: 5, children: 2, infants: 2 }, 'children', 1)).toEqual({
      allowed: false,
      blockedBy: ['Flight.TooManyPassengers'],
    });
  });

  it('blocks leaving children without an adult and an empty trip', () => {
    expect(checkStep({ adults: 1, children: 2, infants: 0 }, 'adults', -1).blockedBy).toEqual([
      'Flight.ChildrenNeedAdult',
    ]);
    expect(checkStep({ adults: 1, children: 0, infants: 0 }, 'adults', -1).blockedBy).toEqual([
      'Flight.AtLeastOnePassenger',
    ]);
  });

  it('never goes below zero, and lets invalid counts from a URL be repaired', () => {
    expect(checkStep({ adults: 0, children: 0, infants: 0 }, 'infants', -1).allowed).toBe(false);
    // 0 adults + 2 children is already wrong: adding an adult fixes it, removing a child is fine too.
    expect(checkStep({ adults: 0, children: 2, infants: 0 }, 'adults', 1).allowed).toBe(true);
    expect(checkStep({ adults: 0, children: 2, infants: 0 }, 'children', -1).allowed).toBe(true);
  });
});

describe('activeLimits', () => {
  it('explains what holds the steppers back, except the obvious minimum', () => {
    expect(activeLimits({ adults: 1, children: 0, infants: 0 })).toEqual([]);
    expect(activeLimits({ adults: 1, children: 0, infants: 1 })).toEqual(['Flight.InfantsExceedAdults']);
    expect(activeLimits({ adults: 7, children: 1, infants: 1 }).sort()).toEqual(['Flight.TooManyPassengers']);
  });
});
