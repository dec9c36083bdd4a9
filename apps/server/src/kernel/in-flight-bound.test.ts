import { describe, expect, it } from 'vitest';
import { createInFlightBound } from './in-flight-bound.js';

describe('in-flight bound', () => {
  const clock = () => {
    let t = 1_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };
  /** `count` refusals spread evenly over `ms` */
  const refuse = (
    bound: ReturnType<typeof createInFlightBound>,
    c: ReturnType<typeof clock>,
    count: number,
    ms: number,
  ) => {
    for (let i = 0; i < count; i++) {
      bound.refused();
      c.advance(ms / count);
    }
  };

  it('keeps the ordinary bound through the refusals of one stall, however many', () => {
    const c = clock();
    const bound = createInFlightBound({ normal: 20, burst: 10, now: c.now });
    // a stall's backlog, refused in one go
    refuse(bound, c, 60, 30);
    expect(bound.limit()).toBe(20);
    // and another stall a while later
    c.advance(500);
    refuse(bound, c, 40, 50);
    expect(bound.limit()).toBe(20);
  });

  it('steps down while refusals keep coming, and back up a second after they stop', () => {
    const c = clock();
    const bound = createInFlightBound({ normal: 20, burst: 10, now: c.now });
    refuse(bound, c, 10, 100);
    refuse(bound, c, 10, 100);
    expect(bound.limit()).toBe(20);
    // the third 100 ms in a row with refusals: a burst
    refuse(bound, c, 10, 100);
    expect(bound.limit()).toBe(10);
    // it goes on: the bound stays down
    for (let i = 0; i < 20; i++) refuse(bound, c, 8, 100);
    expect(bound.limit()).toBe(10);
    // the burst is over
    c.advance(900);
    expect(bound.limit()).toBe(10);
    c.advance(200);
    expect(bound.limit()).toBe(20);
  });

  it('needs enough refusals: a trickle is no burst', () => {
    const c = clock();
    const bound = createInFlightBound({ normal: 20, burst: 10, now: c.now });
    for (let i = 0; i < 30; i++) refuse(bound, c, 2, 100);
    expect(bound.limit()).toBe(20);
  });

  it('never goes tighter when the burst bound is off or not below the ordinary one', () => {
    for (const burst of [0, 20, 40]) {
      const c = clock();
      const bound = createInFlightBound({ normal: 20, burst, now: c.now });
      for (let i = 0; i < 10; i++) refuse(bound, c, 20, 100);
      expect(bound.limit()).toBe(20);
    }
  });
});
