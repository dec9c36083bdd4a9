import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BusyAnswer, retryWhenBusy } from './retry-when-busy.js';

describe('retryWhenBusy (the race tests’ client)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A server answering the given answers in turn; remembers when each request came. */
  function server(...answers: BusyAnswer[]) {
    const sentAt: number[] = [];
    const discarded: BusyAnswer[] = [];
    const send = async () => {
      sentAt.push(Date.now());
      return answers[Math.min(sentAt.length, answers.length) - 1]!;
    };
    return { send, sentAt, discarded, discard: (a: BusyAnswer) => discarded.push(a) };
  }
  const read = (a: BusyAnswer) => a;
  const busy = (seconds: string | null): BusyAnswer => ({ status: 503, retryAfter: seconds });

  it('sends again after the Retry-After a 503 names, and answers what came then', async () => {
    const s = server(busy('2'), busy('1'), { status: 409, retryAfter: null });
    const started = Date.now();
    const answer = retryWhenBusy(s.send, read, s.discard);
    await vi.runAllTimersAsync();
    expect((await answer).status).toBe(409);
    expect(s.sentAt.map((at) => at - started)).toEqual([0, 2000, 3000]);
    expect(s.discarded).toEqual([busy('2'), busy('1')]);
  });

  it('answers any other status, and a 503 without Retry-After, as it came', async () => {
    for (const first of [{ status: 200, retryAfter: null }, { status: 429, retryAfter: '5' }, busy(null)]) {
      const s = server(first, { status: 200, retryAfter: null });
      const answer = retryWhenBusy(s.send, read);
      await vi.runAllTimersAsync();
      expect(await answer).toEqual(first);
      expect(s.sentAt).toHaveLength(1);
    }
  });

  it('gives up after five attempts and answers the last 503', async () => {
    const s = server(busy('1'));
    const answer = retryWhenBusy(s.send, read);
    await vi.runAllTimersAsync();
    expect((await answer).status).toBe(503);
    expect(s.sentAt).toHaveLength(5);
  });
});
