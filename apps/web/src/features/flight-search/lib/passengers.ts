import { MAX_PASSENGERS, type PassengerCounts, passengerCountProblems } from '@charterdesk/domain';

export type PassengerKind = keyof PassengerCounts;
export const PASSENGER_KINDS: readonly PassengerKind[] = ['adults', 'children', 'infants'];

export interface StepCheck {
  allowed: boolean;
  /** message keys of the rules the step would break */
  blockedBy: string[];
}

/**
 * Whether adding (`delta` 1) or removing (−1) one passenger keeps the counts valid. Only rules the step
 * would newly break block it, so a visitor who arrives with invalid counts can always step out of them.
 */
export function checkStep(counts: PassengerCounts, kind: PassengerKind, delta: 1 | -1): StepCheck {
  const nextValue = counts[kind] + delta;
  if (nextValue < 0 || nextValue > MAX_PASSENGERS) return { allowed: false, blockedBy: [] };
  const before = new Set(passengerCountProblems(counts).map((p) => p.key));
  const blockedBy = passengerCountProblems({ ...counts, [kind]: nextValue })
    .map((p) => p.key)
    .filter((key) => !before.has(key));
  return { allowed: blockedBy.length === 0, blockedBy };
}

/**
 * The rules that currently hold a stepper back, to explain the disabled buttons ("at least one
 * passenger" goes without saying).
 */
export function activeLimits(counts: PassengerCounts): string[] {
  const keys = new Set<string>();
  for (const kind of PASSENGER_KINDS) {
    for (const delta of [1, -1] as const) {
      for (const key of checkStep(counts, kind, delta).blockedBy) keys.add(key);
    }
  }
  keys.delete('Flight.AtLeastOnePassenger');
  return [...keys];
}

export function totalPassengers(counts: PassengerCounts): number {
  return counts.adults + counts.children + counts.infants;
}
