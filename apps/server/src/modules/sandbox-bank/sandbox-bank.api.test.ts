import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSandboxBankRepository } from './sandbox-bank.repository.js';
import { sandboxBankRefunds, sandboxBankSessions } from './sandbox-bank.tables.js';
import { sign, verify } from './signing.js';

const MERCHANT = 'charterdesk-test';
const SECRET = 'merchant-secret-for-tests-0123456789';

describe('sandbox bank (3-D Secure simulator)', () => {
  let t: TestApp;
  let now = new Date('2026-11-22T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, seed: { flights: false } });
    await t.app.sandboxBank.registerMerchant(MERCHANT, SECRET);
  });
  afterAll(() => t.close());

  async function newSession(currency = 'EUR', amount = 36_000) {
    const fields = {
      merchantId: MERCHANT,
      orderRef: `ORD-${Math.random().toString(36).slice(2, 8)}`,
      amount,
      currency,
      description: 'CharterDesk',
      returnUrl: 'http://shop.example/payments/return',
      language: 'en',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-bank/api/sessions',
      payload: { ...fields, signature: sign(fields, SECRET) },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { sessionId: string; cardUrl: string };
  }

  const postForm = (url: string, data: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(data).toString(),
    });

  const card = (cardNumber: string) => ({
    cardNumber,
    expiryMonth: '12',
    expiryYear: '28',
    cvc: '123',
    cardOwner: 'IVAN PETROV',
  });

  function returned(location: string | undefined) {
    const url = new URL(location ?? 'http://x');
    const params = Object.fromEntries(url.searchParams) as Record<string, string>;
    const { signature, ...fields } = params;
    expect(verify(fields, signature ?? '', SECRET)).toBe(true);
    return params;
  }

  async function pay(cardNumber: string, otp = '123456', currency = 'EUR') {
    const { sessionId, cardUrl } = await newSession(currency);
    const submitted = await postForm(cardUrl, card(cardNumber));
    if (submitted.statusCode === 303 && submitted.headers.location?.startsWith('http://shop.example')) {
      return returned(submitted.headers.location);
    }
    expect(submitted.headers.location).toBe(`/sandbox-bank/sessions/${sessionId}/challenge`);
    const challenge = await t.app.inject(submitted.headers.location!);
    expect(challenge.body).toContain('3-D Secure');
    const done = await postForm(`/sandbox-bank/sessions/${sessionId}/challenge`, { otp });
    expect(done.statusCode).toBe(303);
    return returned(done.headers.location);
  }

  it('refuses an unsigned or wrongly signed session request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-bank/api/sessions',
      payload: {
        merchantId: MERCHANT,
        orderRef: 'x',
        amount: 100,
        currency: 'EUR',
        description: 'd',
        returnUrl: 'http://shop.example/r',
        language: 'en',
        signature: '0'.repeat(64),
      },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['4242424242424242', 'approved', ''],
    ['4000000000000002', 'declined', 'do_not_honor'],
    ['4000000000009995', 'declined', 'insufficient_funds'],
    ['4000000000003063', 'failed', '3ds_failed'],
    ['4000000000000119', 'failed', 'issuer_timeout'],
  ])('card %s ends %s (%s) with a signed result', async (number, status, reason) => {
    const result = await pay(number);
    expect(result).toMatchObject({ status, reason, amount: '36000', currency: 'EUR' });
    if (status === 'approved') expect(result.bankRef).toMatch(/^SB/);
  });

  it('shows the form again with localized errors for invalid card data, keeping nothing sensitive', async () => {
    const { cardUrl } = await newSession();
    const res = await postForm(cardUrl, { ...card('4242424242424241'), cvc: '12', expiryMonth: '13' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Invalid card number');
    expect(res.body).toContain('Invalid security code');
    expect(res.body).toContain('value="IVAN PETROV"');
    expect(res.body).not.toContain('4242424242424241');
  });

  it('writes the amount as the shop does and brings its own icon', async () => {
    const { cardUrl } = await newSession('BYN', 121_296);
    const page = await t.app.inject(cardUrl);
    expect(page.statusCode).toBe(200);
    // the shop's "Br", where Intl writes "BYN 1,212.96"
    expect(page.body).toMatch(/Br\s1,212\.96/);
    expect(page.body).not.toContain('BYN');
    // an inline icon: the browser asks for no /favicon.ico, which the bank does not serve
    expect(page.body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  });

  it('declines a Turkish bank card in another currency than TRY, and accepts it in TRY', async () => {
    expect(await pay('9792000000000003', '123456', 'EUR')).toMatchObject({
      status: 'declined',
      reason: 'currency_not_supported',
    });
    expect(await pay('9792000000000003', '123456', 'TRY')).toMatchObject({ status: 'approved' });
  });

  it('fails after three wrong one-time codes', async () => {
    const { sessionId, cardUrl } = await newSession();
    await postForm(cardUrl, card('4242424242424242'));
    for (let i = 0; i < 2; i++) {
      const wrong = await postForm(`/sandbox-bank/sessions/${sessionId}/challenge`, { otp: '000000' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body).toContain('Wrong code');
    }
    const last = await postForm(`/sandbox-bank/sessions/${sessionId}/challenge`, { otp: '000000' });
    expect(returned(last.headers.location)).toMatchObject({ status: 'failed', reason: '3ds_failed' });
  });

  it('answers a finished session with the same result and never completes it twice', async () => {
    const { sessionId, cardUrl } = await newSession();
    await postForm(cardUrl, card('4242424242424242'));
    const first = await postForm(`/sandbox-bank/sessions/${sessionId}/challenge`, { otp: '123456' });
    const again = await postForm(`/sandbox-bank/sessions/${sessionId}/challenge`, { otp: '123456' });
    expect(returned(again.headers.location).bankRef).toBe(returned(first.headers.location).bankRef);
  });

  it('lets the merchant query a session’s status server-to-server, signed', async () => {
    const { sessionId } = await newSession();
    const signature = sign({ sessionId, merchantId: MERCHANT }, SECRET);
    const res = await t.app.inject(
      `/sandbox-bank/api/sessions/${sessionId}?merchantId=${MERCHANT}&signature=${signature}`,
    );
    expect(res.json()).toMatchObject({ sessionId, status: 'created' });
    const forged = await t.app.inject(
      `/sandbox-bank/api/sessions/${sessionId}?merchantId=${MERCHANT}&signature=${'a'.repeat(64)}`,
    );
    expect(forged.statusCode).toBe(401);
  });

  it('expires sessions left open', async () => {
    const { sessionId } = await newSession();
    now = new Date(now.getTime() + 16 * 60_000);
    const page = await t.app.inject(`/sandbox-bank/sessions/${sessionId}`);
    expect(page.statusCode).toBe(303);
    expect(new URL(page.headers.location!).searchParams.get('reason')).toBe('expired');
  });

  function refund(fields: { sessionId: string; refundRef: string; amount: number; currency?: string }) {
    const signed = { merchantId: MERCHANT, currency: 'EUR', ...fields };
    return t.app.inject({
      method: 'POST',
      url: '/sandbox-bank/api/refunds',
      payload: { ...signed, signature: sign(signed, SECRET) },
    });
  }
  const refundsOf = (sessionId: string) =>
    t.database.db
      .select()
      .from(sandboxBankRefunds)
      .where(eq(sandboxBankRefunds.sessionId, sessionId))
      // by refund id (dup-1 before dup-2, both made at one instant): PostgreSQL has no fixed order
      .orderBy(sandboxBankRefunds.refundRef);

  it('pays out once when the same refund is requested twice at the same time, kept in its own table', async () => {
    const { sessionId } = await pay('4242424242424242');
    const sessionsBefore = await t.database.db.$count(sandboxBankSessions);
    const answers = await Promise.all(
      [1, 2].map(() => refund({ sessionId: sessionId!, refundRef: 'dup-1', amount: 36_000 })),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      const { signature, ...fields } = res.json();
      expect(verify(fields, signature, SECRET)).toBe(true);
    }
    expect(answers[0]!.json()).toMatchObject({ refundRef: 'dup-1', status: 'succeeded', amount: 36_000 });
    // one refund, one bank reference: the second request got the first one's answer
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    const stored = await refundsOf(sessionId!);
    expect(stored).toMatchObject([
      { merchantId: MERCHANT, refundRef: 'dup-1', amount: 36_000, status: 'refunded' },
    ]);
    expect(stored[0]!.bankRef).toBe(answers[0]!.json().bankRef);
    // the session ledger holds payments only
    expect(await t.database.db.$count(sandboxBankSessions)).toBe(sessionsBefore);
    expect(await t.database.db.$count(sandboxBankSessions, eq(sandboxBankSessions.scenario, 'refund'))).toBe(
      0,
    );
    // a refund id is no payment session: no page, no status for it
    expect((await t.app.inject(`/sandbox-bank/sessions/${stored[0]!.id}`)).statusCode).toBe(404);

    // fully refunded now: a new refund id is declined, recorded, and answered the same when repeated
    const more = await refund({ sessionId: sessionId!, refundRef: 'dup-2', amount: 1 });
    expect(more.json()).toMatchObject({ status: 'declined', reason: 'amount_exceeds_captured', bankRef: '' });
    const moreAgain = await refund({ sessionId: sessionId!, refundRef: 'dup-2', amount: 1 });
    expect(moreAgain.json()).toEqual(more.json());
    expect((await refundsOf(sessionId!)).map((r) => [r.refundRef, r.status])).toEqual([
      ['dup-1', 'refunded'],
      ['dup-2', 'declined'],
    ]);
  });

  it('refuses one refund id reused for another payment or amount, even when both arrive at once', async () => {
    const first = (await pay('4242424242424242')).sessionId!;
    const second = (await pay('4242424242424242')).sessionId!;
    // the two payments' row locks do not order these requests: only the refund id's unique index does
    const answers = await Promise.all([
      refund({ sessionId: first, refundRef: 'shared-1', amount: 100 }),
      refund({ sessionId: second, refundRef: 'shared-1', amount: 100 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const stored = await t.database.db
      .select()
      .from(sandboxBankRefunds)
      .where(eq(sandboxBankRefunds.refundRef, 'shared-1'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sessionId).toBe(answers[0]!.statusCode === 200 ? first : second);
    const otherAmount = await refund({ sessionId: stored[0]!.sessionId, refundRef: 'shared-1', amount: 99 });
    expect(otherAmount.statusCode).toBe(400);
    expect(await t.database.db.$count(sandboxBankRefunds, eq(sandboxBankRefunds.refundRef, 'shared-1'))).toBe(
      1,
    );
  });

  it('records a refund id once at the database even when the ledger writes it twice', async () => {
    // the guard under the service's own look-up: a second write with a used refund id stores nothing
    const { sessionId } = await pay('4242424242424242');
    const repo = createSandboxBankRepository(t.database.db);
    const row = (amount: number) => ({
      id: crypto.randomUUID(),
      merchantId: MERCHANT,
      refundRef: 'ledger-1',
      sessionId: sessionId!,
      amount,
      currency: 'EUR',
      status: 'refunded',
      bankRef: `RF${amount}`,
      createdAt: now,
    });
    const [a, b] = (await repo.withRefundLedger(sessionId!, async (ledger) => [
      await ledger.recordRefund(row(500)),
      await ledger.recordRefund(row(700)),
    ]))!;
    expect(a).toMatchObject({ inserted: true, refund: { amount: 500 } });
    expect(b).toMatchObject({ inserted: false, refund: { id: a.refund.id, amount: 500, bankRef: 'RF500' } });
    expect((await refundsOf(sessionId!)).map((r) => r.amount)).toEqual([500]);
  });

  describe('malformed requests answer 400 in the bank’s format, never a fault', () => {
    // raw payloads: [content type, body]; none of them is a request the bank can act on
    const malformed: [string, string, string][] = [
      ['an array', 'application/json', '[]'],
      ['null', 'application/json', 'null'],
      ['a string', 'application/json', '"x"'],
      ['an empty object', 'application/json', '{}'],
      ['broken JSON', 'application/json', '{"merchantId":'],
      ['an empty JSON body', 'application/json', ''],
      ['plain text', 'text/plain', 'merchantId=x'],
    ];

    async function expectBadRequest(res: Awaited<ReturnType<typeof t.app.inject>>) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: 'bad_request' });
    }

    it.each(malformed)('POST /api/sessions and /api/refunds with %s', async (_, type, payload) => {
      for (const url of ['/sandbox-bank/api/sessions', '/sandbox-bank/api/refunds']) {
        await expectBadRequest(
          await t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload }),
        );
      }
    });

    it('a content type the bank does not read keeps Fastify’s 415, in the bank’s format', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sandbox-bank/api/sessions',
        headers: { 'content-type': 'application/xml' },
        payload: '<session/>',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: 'bad_request' });
    });

    it('POST /api/sessions with fields of the wrong type or beyond what the bank stores', async () => {
      const fields = {
        merchantId: MERCHANT,
        orderRef: 'ORD-bad',
        amount: 100,
        currency: 'EUR',
        description: 'CharterDesk',
        returnUrl: 'http://shop.example/r',
        language: 'en',
      };
      for (const change of [
        { amount: '100' },
        { amount: 1.5 },
        { amount: 2 ** 31 },
        { merchantId: 42 },
        { currency: ['EUR'] },
        { description: { text: 'x' } },
        { returnUrl: `http://shop.example/${'r'.repeat(1100)}` },
        { language: null },
      ]) {
        const body = { ...fields, ...change } as Record<string, string | number>;
        const res = await t.app.inject({
          method: 'POST',
          url: '/sandbox-bank/api/sessions',
          payload: { ...body, signature: sign(body, SECRET) },
        });
        await expectBadRequest(res);
      }
      const { merchantId: _, ...missing } = fields;
      await expectBadRequest(
        await t.app.inject({
          method: 'POST',
          url: '/sandbox-bank/api/sessions',
          payload: { ...missing, signature: sign(missing, SECRET) },
        }),
      );
    });

    it('POST /api/refunds with fields of the wrong type', async () => {
      const { sessionId } = await pay('4242424242424242');
      for (const change of [
        { amount: '100' },
        { amount: 2 ** 31 },
        { sessionId: 'not-a-uuid' },
        { refundRef: 7 },
      ]) {
        const body = {
          merchantId: MERCHANT,
          sessionId,
          refundRef: 'r-bad',
          amount: 100,
          currency: 'EUR',
          ...change,
        };
        await expectBadRequest(
          await t.app.inject({
            method: 'POST',
            url: '/sandbox-bank/api/refunds',
            payload: { ...body, signature: sign(body as Record<string, string | number>, SECRET) },
          }),
        );
      }
    });

    it('GET /api/sessions/:id with a repeated parameter, or an id that cannot be a session', async () => {
      const { sessionId } = await newSession();
      const signature = sign({ sessionId, merchantId: MERCHANT }, SECRET);
      await expectBadRequest(
        await t.app.inject(
          `/sandbox-bank/api/sessions/${sessionId}?merchantId=${MERCHANT}&merchantId=x&signature=${signature}`,
        ),
      );
      await expectBadRequest(
        await t.app.inject(
          `/sandbox-bank/api/sessions/${sessionId}?merchantId=${MERCHANT}&signature=${signature}&signature=a`,
        ),
      );
      const notAnId = '-'.repeat(36);
      const signed = sign({ sessionId: notAnId, merchantId: MERCHANT }, SECRET);
      const res = await t.app.inject(
        `/sandbox-bank/api/sessions/${notAnId}?merchantId=${MERCHANT}&signature=${signed}`,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found' });
    });

    it('the card and code forms with JSON of the wrong shape, missing inputs or a broken body', async () => {
      const { sessionId, cardUrl } = await newSession();
      const json = (url: string, payload: string, type = 'application/json') =>
        t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
      for (const [type, payload] of malformed.map(([, type, payload]) => [type, payload] as const)) {
        await expectBadRequest(await json(cardUrl, payload, type));
      }
      await expectBadRequest(await json(cardUrl, JSON.stringify({ ...card('4242424242424242'), cvc: 123 })));
      await expectBadRequest(await json(cardUrl, JSON.stringify([card('4242424242424242')])));
      const { cvc: _, ...noCvc } = card('4242424242424242');
      await expectBadRequest(await postForm(cardUrl, noCvc));
      // the session is untouched: the real form still goes through to the challenge
      const submitted = await postForm(cardUrl, card('4242424242424242'));
      expect(submitted.headers.location).toBe(`/sandbox-bank/sessions/${sessionId}/challenge`);

      const challengeUrl = `/sandbox-bank/sessions/${sessionId}/challenge`;
      await expectBadRequest(await json(challengeUrl, JSON.stringify({ otp: 123456 })));
      await expectBadRequest(await json(challengeUrl, '[]'));
      await expectBadRequest(await postForm(challengeUrl, {}));
      // over the form parser's limit: Fastify's 413, still in the bank's format
      const tooLarge = await t.app.inject({
        method: 'POST',
        url: challengeUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `otp=${'1'.repeat(9000)}`,
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ error: 'bad_request' });
      const done = await postForm(challengeUrl, { otp: '123456' });
      expect(returned(done.headers.location)).toMatchObject({ status: 'approved' });
    });

    it('a path id that only looks like a uuid is a missing page', async () => {
      const res = await t.app.inject(`/sandbox-bank/sessions/${'-'.repeat(36)}/card`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    });
  });

  it('never logs card numbers or codes', async () => {
    await pay('4242424242424242');
    const log = t.logLines.join('\n');
    expect(log).toContain('/sandbox-bank/sessions/');
    expect(log).not.toContain('4242424242424242');
    expect(log).not.toContain('IVAN PETROV');
  });
});
