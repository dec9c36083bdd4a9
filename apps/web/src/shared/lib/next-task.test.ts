import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: the microtasks queued after it run first', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    queueMicrotask(() => order.push('queued microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'queued microtask', 'next task']);
  });
});
