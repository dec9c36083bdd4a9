import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail; the only implementation detail callers may rely on is "resolves when accepted". */
export interface Mailer {
  readonly kind: 'smtp' | 'files';
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/**
 * A nodemailer transport made on first use: nodemailer adds about 1 MB to the heap of every process that imports
 * it, and most processes of a busy site send no mail for long stretches.
 */
function lazyTransport(make: (nodemailer: typeof import('nodemailer')) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer));
    return transport;
  };
}

/** SMTP through nodemailer (SMTP_URL). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
  return {
    kind: 'smtp',
    async send(message) {
      const info = await (await transport()).sendMail(message);
      return { messageId: info.messageId };
    },
  };
}

/**
 * Without SMTP, every message is written as an .eml file under DATA_DIR/mail — a real RFC 5322 message,
 * openable in any mail client — and listed by the local mailbox page in development.
 */
export function createFileMailer(dir: string): Mailer {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    kind: 'files',
    async send(message) {
      const info = await (await transport()).sendMail(message);
      await mkdir(dir, { recursive: true });
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await writeFile(path.join(dir, `${id}.eml`), info.message as Buffer);
      return { messageId: info.messageId };
    },
  };
}

export interface StoredMail {
  file: string;
  to: string;
  subject: string;
  date: string;
  raw: string;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';
}

/** Decodes RFC 2047 encoded-words (=?UTF-8?B?...?= / Q) in a header. */
export function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_w, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
  );
}

/** The messages a file mailer wrote, newest first. */
export async function listStoredMail(dir: string): Promise<StoredMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  files.sort().reverse();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      return {
        file,
        to: decodeHeader(header(raw, 'To')),
        subject: decodeHeader(header(raw, 'Subject')),
        date: header(raw, 'Date'),
        raw,
      };
    }),
  );
}
