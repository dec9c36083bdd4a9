import { describe, expect, it } from 'vitest';
import { splitDuration } from './use-duration-text';

describe('splitDuration', () => {
  it('splits minutes into hours and minutes, never negative', () => {
    expect(splitDuration(225)).toEqual({ hours: 3, minutes: 45 });
    expect(splitDuration(60)).toEqual({ hours: 1, minutes: 0 });
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
