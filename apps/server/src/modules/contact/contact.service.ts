import {
  type ComingSoonProduct,
  type ContactMessage,
  type ContactMessageDto,
  type ContactMessageListItem,
  type ContactResult,
  type Culture,
  type PagedResult,
  translate,
} from '@charterdesk/domain';
import { errors } from '../../kernel/errors.js';
import type { ContactRepository } from './contact.repository.js';

export interface ContactServiceDeps {
  repository: ContactRepository;
  /**
   * The mail outbox: the message to the agency is stored with its retries and sent at once when the mail
   * server answers, so a mail server that is down loses no visitor's question
   */
  sendMail: (m: {
    tenantId: number | null;
    kind: string;
    to: string;
    replyTo: string;
    subject: string;
    text: string;
  }) => Promise<void>;
  /** where messages go: Email settings' agencyInbox, else the agency info e-mail */
  agencyInbox: (tenantId: number | null) => Promise<string>;
  clock: () => Date;
}

export interface ContactCall {
  tenantId: number | null;
  culture: Culture;
  clientAddress: string;
}

export function createContactService(deps: ContactServiceDeps) {
  return {
    /** Stores the message, e-mails it to the agency (reply-to the sender) and answers a localized thank-you. */
    async send(input: ContactMessage, call: ContactCall): Promise<ContactResult> {
      const creationTime = deps.clock();
      const id = await deps.repository.insertMessage({
        tenantId: call.tenantId,
        culture: call.culture,
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        clientAddress: call.clientAddress.slice(0, 64),
        creationTime,
      });
      const to = await deps.agencyInbox(call.tenantId);
      await deps.sendMail({
        tenantId: call.tenantId,
        kind: 'contact',
        to,
        replyTo: input.email,
        subject: `[Contact #${id}] ${input.subject}`,
        text: [
          `Name: ${input.name}`,
          `E-mail: ${input.email}`,
          `Phone: ${input.phone ?? '-'}`,
          `Language: ${call.culture}`,
          `Received: ${creationTime.toISOString()}`,
          '',
          input.message,
        ].join('\n'),
      });
      return { message: translate(call.culture, 'Contact.ThankYou', { email: input.email }) };
    },

    /** "Notify me" for a coming-soon product; idempotent per e-mail and product. */
    async subscribe(
      input: { email: string; product: ComingSoonProduct },
      call: ContactCall,
    ): Promise<ContactResult> {
      await deps.repository.subscribe({
        tenantId: call.tenantId,
        culture: call.culture,
        email: input.email.toLowerCase(),
        product: input.product,
        creationTime: deps.clock(),
      });
      return { message: translate(call.culture, 'Contact.Subscribed', { email: input.email }) };
    },

    /** Admin: the tenant's messages, newest first (list items carry a preview, not the whole text). */
    async getMessages(
      tenantId: number | null,
      filter: Parameters<ContactRepository['listMessages']>[1],
    ): Promise<PagedResult<ContactMessageListItem>> {
      const page = await deps.repository.listMessages(tenantId, filter);
      return {
        totalCount: page.totalCount,
        items: page.items.map((m) => ({ ...m, creationTime: m.creationTime.toISOString() })),
      };
    },

    /** Admin: one message of the tenant in full; another tenant's id answers 404 like a missing one. */
    async getMessage(tenantId: number | null, id: number): Promise<ContactMessageDto> {
      const m = await deps.repository.findMessage(tenantId, id);
      if (!m) throw errors.entityNotFound('ContactMessage', id);
      return {
        id: m.id,
        name: m.name,
        email: m.email,
        phone: m.phone,
        subject: m.subject,
        culture: m.culture,
        message: m.message,
        creationTime: m.creationTime.toISOString(),
      };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
