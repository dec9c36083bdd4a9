import { describe, expect, it } from 'vitest';
import { animateScrollTo, easeInOutCubic, type ScrollEnvironment } from './smooth-scroll';

function fakeEnvironment(startY: number) {
  let y = startY;
  let time = 0;
  const frames: Array<(t: number) => void> = [];
  const positions: number[] = [];
  const env: ScrollEnvironment = {
    getScrollY: () => y,
    scrollTo: (next) => {
      y = next;
      positions.push(next);
    },
    requestFrame: (callback) => frames.push(callback),
    cancelFrame: (handle) => {
      frames[handle - 1] = () => undefined;
    },
    now: () => time,
  };
  /** Advances the clock and runs the frame requested last. */
  const tick = (ms: number) => {
    time += ms;
    frames[frames.length - 1]?.(time);
  };
  return { env, tick, positions, frameCount: () => frames.length, y: () => y };
}

describe('animateScrollTo', () => {
  it('reaches the target exactly after the duration, easing on the way', () => {
    const fake = fakeEnvironment(2000);
    animateScrollTo(0, 1000, fake.env);
    for (let i = 0; i < 10; i += 1) fake.tick(100);
    expect(fake.y()).toBe(0);
    expect(fake.positions[0]).toBeGreaterThan(1900); // slow start
    expect(fake.positions[4]).toBe(1000); // halfway in time = halfway in distance
    const requested = fake.frameCount();
    fake.tick(100);
    expect(fake.frameCount()).toBe(requested); // no frames after the end
  });

  it('does not finish early: half the duration leaves half the distance', () => {
    const fake = fakeEnvironment(1000);
    animateScrollTo(0, 1000, fake.env);
    fake.tick(500);
    expect(fake.y()).toBe(500);
  });

  it('stops when cancelled', () => {
    const fake = fakeEnvironment(1000);
    const stop = animateScrollTo(0, 1000, fake.env);
    fake.tick(200);
    const at = fake.y();
    stop();
    fake.tick(200);
    expect(fake.y()).toBe(at);
  });

  it('jumps at once with no duration', () => {
    const fake = fakeEnvironment(800);
    animateScrollTo(0, 0, fake.env);
    expect(fake.y()).toBe(0);
    expect(fake.frameCount()).toBe(0);
  });
});

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1 and is symmetric', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(0.25) + easeInOutCubic(0.75)).toBeCloseTo(1);
  });
});
