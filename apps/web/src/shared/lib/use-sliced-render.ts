import { useDeferredValue } from 'react';

/**
 * `value` as it was until React has drawn the page for its new state in a transition. A query's answer
 * arrives as a synchronous update: a large page (the booking form, a list of results) drawn from it at
 * once is one long task on a phone, during which taps go unanswered. Drawn from this, it appears in
 * slices that let the browser answer between them; meanwhile the page shows what it showed before.
 * `value` must keep its identity while it does not change (a query's data does).
 */
export function useSlicedRender<T>(value: T): T {
  return useDeferredValue(value);
}
