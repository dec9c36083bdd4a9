import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswers } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('Survey/Save (abandoned checkout)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false } });
  });
  afterAll(() => t.close());

  const save = (payload: object, culture = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/app/Survey/Save',
      headers: { 'accept-language': culture },
      payload,
    });

  it('stores a reason, and other with its text', async () => {
    expect((await save({ reason: 'checkingPrices' })).statusCode).toBe(200);
    expect((await save({ reason: 'other', text: 'Waiting for my visa' })).statusCode).toBe(200);
    // in the order saved: without ORDER BY, PostgreSQL returns rows in no fixed order
    const rows = await t.database.db.select().from(surveyAnswers).orderBy(surveyAnswers.id);
    expect(rows.map((r) => [r.reason, r.text])).toEqual([
      ['checkingPrices', null],
      ['other', 'Waiting for my visa'],
    ]);
  });

  it('requires the text for other, at most 500 characters, localized', async () => {
    const missing = await save({ reason: 'other' }, 'ru');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors[0]).toEqual({
      message: 'Это поле обязательно к заполнению',
      members: ['text'],
    });
    const long = await save({ reason: 'other', text: 'x'.repeat(501) }, 'tr');
    expect(long.json().error.validationErrors[0].message).toBe('Metin en fazla 500 karakter olabilir');
    expect((await save({ reason: 'bored' })).statusCode).toBe(400);
  });

  it('limits answers per address', async () => {
    let last = 200;
    for (let i = 0; i < 12; i++) last = (await save({ reason: 'securityDoubt' })).statusCode;
    expect(last).toBe(429);
  });
});
