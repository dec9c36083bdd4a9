import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { listStoredMail } from '../notifications/mailer.js';
import { mailOutbox } from '../notifications/notifications.tables.js';
import { comingSoonSubscriptions, contactMessages } from './contact.tables.js';

const GOOD = {
  name: 'Анна Смирнова',
  email: 'anna@example.com',
  phone: '+7 900 123-45-67',
  subject: 'Вопрос о багаже',
  message: 'Можно ли провезти велосипед на чартерном рейсе в Анталью?',
};

describe('Contact', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cd-contact-'));
    t = await createTestApp({ seed: { flights: false }, env: { DATA_DIR: dataDir } });
  });
  afterAll(() => t.close());

  const send = (payload: unknown, culture = 'ru') =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/app/Contact/Send',
      headers: { 'accept-language': culture },
      payload: payload as Record<string, unknown>,
    });

  it('refuses bad input with localized validation errors per field', async () => {
    const bad = { name: '', email: 'not-an-email', subject: 'x', message: 'y'.repeat(2001) };
    const expected = {
      ru: [
        'Это поле обязательно к заполнению',
        'Введите корректный адрес электронной почты',
        '2000 символов',
      ],
      en: ['This field is required', 'Enter a valid e-mail address', '2000 characters'],
      tr: ['Bu alanın doldurulması zorunludur', 'Geçerli bir e-posta adresi girin', '2000 karakter'],
    };
    for (const [culture, [required, email, tooLong]] of Object.entries(expected)) {
      const res = await send(bad, culture);
      expect(res.statusCode).toBe(400);
      const errors = res.json().error.validationErrors as { message: string; members: string[] }[];
      const of = (member: string) => errors.find((e) => e.members.includes(member))?.message;
      expect(of('name')).toBe(required);
      expect(of('email')).toBe(email);
      expect(of('message')).toContain(tooLong);
      expect(of('subject')).toBeUndefined();
    }
    expect((await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(0);
  });

  it('stores a good message, mails it to the agency and thanks the sender in their language', async () => {
    const res = await send(GOOD, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.message).toContain('Thank you');
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      culture: 'en',
      email: GOOD.email,
      subject: GOOD.subject,
      tenantId: null,
    });
    const mail = await listStoredMail(path.join(dataDir, 'mail'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject.replace(/\s+/g, ' ')).toContain(GOOD.subject);
    expect(mail[0]!.raw).toMatch(/^Reply-To: anna@example\.com/m);
  });

  it('limits messages per address: the sixth within ten minutes is refused with Retry-After', async () => {
    const other = { ...GOOD, email: 'burst@example.com' };
    for (let i = 0; i < 5; i++) expect((await send(other)).statusCode).toBe(200);
    const refused = await send(other);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toBe('Слишком много запросов');
  });

  it('subscribes to a coming-soon product once per e-mail and product', async () => {
    const subscribe = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/Contact/SubscribeComingSoon',
        headers: { 'accept-language': 'tr' },
        payload: payload as Record<string, unknown>,
      });
    const first = await subscribe({ email: 'Ali@Example.com', product: 'villas' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.message).toContain('Teşekkürler');
    expect((await subscribe({ email: 'ali@example.com', product: 'villas' })).statusCode).toBe(200);
    expect((await subscribe({ email: 'ali@example.com', product: 'vip' })).statusCode).toBe(200);
    expect((await subscribe({ email: 'ali@example.com', product: 'yachts' })).statusCode).toBe(400);
    const bad = await subscribe({ email: 'nope', product: 'hotels' });
    expect(bad.json().error.validationErrors[0].message).toBe('Geçerli bir e-posta adresi girin');
    expect((await t.database.db.select({ n: count() }).from(comingSoonSubscriptions))[0]!.n).toBe(2);
  });
});

describe('Contact while the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // nothing listens on port 9 of this host: every SMTP connection is refused
    t = await createTestApp({ seed: { flights: false }, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => t.close());

  it('keeps the message for the agency in the outbox, to be sent again, and thanks the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Contact/Send',
      headers: { 'accept-language': 'en' },
      payload: GOOD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.message).toContain('Thank you');
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'pending', attempts: 1, replyTo: GOOD.email });
    expect(queued[0]!.subject).toContain(GOOD.subject);
    expect(queued[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});
