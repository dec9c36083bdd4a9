import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileMailer, listStoredMail } from './mailer.js';

const dir = mkdtempSync(path.join(tmpdir(), 'charterdesk-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('file mailer', () => {
  it('writes real .eml messages with attachments that the mailbox lists', async () => {
    const mailer = createFileMailer(dir);
    await mailer.send({
      to: 'Анна <anna@example.com>',
      from: 'CharterDesk <noreply@charterdesk.example>',
      subject: 'Ваш билет: PNR K7Q2XM',
      text: 'Здравствуйте!',
      html: '<p>Здравствуйте!</p>',
      attachments: [
        { filename: 'ticket.pdf', content: Buffer.from('%PDF-1.4 test'), contentType: 'application/pdf' },
      ],
    });
    const [mail] = await listStoredMail(dir);
    expect(mail?.subject).toBe('Ваш билет: PNR K7Q2XM');
    expect(mail?.to).toContain('anna@example.com');
    expect(mail?.raw).toContain('Content-Type: application/pdf');
    expect(mail?.raw).toContain('filename=ticket.pdf');
  });

  it('answers an empty list when nothing was sent', async () => {
    expect(await listStoredMail(path.join(dir, 'none'))).toEqual([]);
  });
});
