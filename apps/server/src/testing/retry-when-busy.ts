/** What the retry needs of an answer: its status and its Retry-After header (seconds), however it was received. */
export interface BusyAnswer {
  status: number;
  retryAfter: string | null | undefined;
}

const MAX_ATTEMPTS = 5;

/**
 * Sends a request as a well-behaved client does: a 503 with Retry-After (the pool had no connection free within
 * its wait, as under a heavily loaded CI machine; shedding is off in tests) is sent again, with the same
 * Idempotency-Key, after the time it names. Any other answer, or the last 503, is returned as it came: a race
 * test still counts every order placed and every refusal, only not a request the server asked to repeat.
 */
export async function retryWhenBusy<T>(
  send: () => Promise<T>,
  read: (answer: T) => BusyAnswer,
  discard: (answer: T) => unknown = () => undefined,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send();
    const { status, retryAfter } = read(answer);
    const seconds = Number(retryAfter);
    if (status !== 503 || !(seconds > 0) || attempt === MAX_ATTEMPTS) return answer;
    await discard(answer);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}
