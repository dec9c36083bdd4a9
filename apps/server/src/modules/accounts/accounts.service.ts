import { randomBytes } from 'node:crypto';
import {
  type AuthenticateResult,
  type Culture,
  type MemberProfile,
  parseCulture,
  type RegisterInput,
  type SavedPassenger,
  type SaveSavedPassengerInput,
  type UpdateMemberProfileInput,
  type UpdateMemberSettingsInput,
} from '@charterdesk/domain';
import type { Db } from '../../db/client.js';
import { errors } from '../../kernel/errors.js';
import type { AbpSession } from '../../kernel/request-context.js';
import type { TokenService } from '../../kernel/tokens.js';
import type { MemberOrders } from '../bookings/member-orders.js';
import type { EmailLinks } from '../identity/email-links.js';
import { type MemberAccounts, type MemberRow, NO_PASSWORD } from '../identity/members.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../identity/password.js';
import { type LinkMail, renderLinkMail } from '../notifications/link-mail.js';
import { accountErrors } from './accounts.errors.js';
import type { SavedPassengersRepository } from './saved-passengers.repository.js';

const HOUR = 3600_000;
/** How long each e-mailed link works (spec: a booking's set-password link 7 days). */
export const LINK_LIFETIME_MS = {
  setPassword: 7 * 24 * HOUR,
  resetPassword: 2 * HOUR,
  confirmEmail: 3 * 24 * HOUR,
} as const;

export interface OutgoingMail {
  tenantId: number | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface AccountsServiceDeps {
  db: Db;
  members: MemberAccounts;
  links: EmailLinks;
  passengers: SavedPassengersRepository;
  memberOrders: MemberOrders;
  /** a closed account's customer record loses its personal data in the same transaction */
  anonymiseCustomer: (tx: Db, userId: number) => Promise<void>;
  tokens: TokenService;
  /** through the mail outbox: stored now, sent after commit, retried */
  sendMail: (mail: OutgoingMail) => Promise<void>;
  brandName: (tenantId: number | null) => Promise<string>;
  /** tokens and grants remembered by this process must be looked at again (a password changed, an account closed) */
  onAccessChanged: () => void;
  publicUrl: string;
  clock: () => Date;
}

/**
 * Customer accounts: registration with a confirmed address, password links, the member's profile,
 * settings and saved passengers, their bookings, and closing the account. Answers never reveal whether an
 * address has an account (register and reset answer the same, and do comparable work, either way).
 */
export function createAccountsService(deps: AccountsServiceDeps) {
  const { members, links } = deps;

  async function mail(tenantId: number | null, to: string, kind: string, m: Omit<LinkMail, 'brand'>) {
    const brand = await deps.brandName(tenantId);
    await deps.sendMail({ tenantId, kind, to, ...renderLinkMail({ ...m, brand }) });
  }

  /**
   * The language of a mail the holder asked for on the site: the one they chose in their settings, else the
   * page's they asked from (an account opened by a booking holds that booking's language, which they may not read
   * best: the same address books for a family in several)
   */
  function cultureOf(row: Pick<MemberRow, 'language' | 'languageChosen'>, fallback: Culture): Culture {
    return (row.languageChosen && parseCulture(row.language)) || fallback;
  }

  const url = (path: string, params: Record<string, string>) =>
    `${deps.publicUrl}${path}?${new URLSearchParams(params)}`;

  async function resetLinkMail(user: MemberRow, culture: Culture, intro: 'reset' | 'alreadyRegistered') {
    const { token, expiresAt } = await links.issue(user.id, 'resetPassword', LINK_LIFETIME_MS.resetPassword);
    await mail(user.tenantId, user.emailAddress, 'resetPassword', {
      culture,
      subject: intro === 'reset' ? 'Mail.ResetPasswordSubject' : 'Mail.AlreadyRegisteredSubject',
      name: user.name,
      intro: intro === 'reset' ? 'Mail.ResetPasswordIntro' : 'Mail.AlreadyRegisteredIntro',
      button: { label: 'Mail.ResetPasswordButton', url: url('/resetPassword', { token }) },
      expiresAt,
      ignoreNote: true,
    });
  }

  async function member(session: AbpSession): Promise<MemberRow> {
    if (session.userId === null) throw errors.notLoggedIn();
    const row = await members.findById(session.userId);
    if (!row || row.tenantId !== session.tenantId) throw errors.notLoggedIn();
    if (row.kind !== 'member') throw errors.notAMember();
    return row;
  }

  function profileOf(row: MemberRow): MemberProfile {
    return {
      id: row.id,
      emailAddress: row.emailAddress,
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      birthDate: row.birthDate,
      language: parseCulture(row.language) ?? 'ru',
      languageChosen: row.languageChosen,
      currency: (row.currency as MemberProfile['currency']) ?? null,
      newsletter: row.newsletter,
      isEmailConfirmed: row.isEmailConfirmed,
    };
  }

  async function checkPassword(row: MemberRow, password: string) {
    if (!(await verifyPassword(row.passwordHash || (await dummyPasswordHash()), password)))
      throw accountErrors.wrongPassword();
  }

  return {
    /** ABP's Account/Register: the same answer, and a mail either way, whether the address is known or not. */
    async register(input: RegisterInput, ctx: { tenantId: number | null; culture: Culture }) {
      const passwordHash = await hashPassword(input.password);
      const existing = await members.findByEmail(ctx.tenantId, input.emailAddress);
      const id = existing
        ? undefined
        : await members.register(ctx.tenantId, {
            email: input.emailAddress,
            name: input.name,
            surname: input.surname,
            passwordHash,
            newsletter: input.newsletter,
            language: ctx.culture,
          });
      if (id === undefined) {
        // the owner of the address learns that someone tried; the caller learns nothing
        const owner = existing ?? (await members.findByEmail(ctx.tenantId, input.emailAddress));
        if (owner?.isActive) await resetLinkMail(owner, cultureOf(owner, ctx.culture), 'alreadyRegistered');
        return { canLogin: false };
      }
      const { token, expiresAt } = await links.issue(id, 'confirmEmail', LINK_LIFETIME_MS.confirmEmail);
      await mail(ctx.tenantId, input.emailAddress, 'confirmEmail', {
        culture: ctx.culture,
        subject: 'Mail.ConfirmEmailSubject',
        name: input.name,
        intro: 'Mail.ConfirmEmailIntro',
        button: { label: 'Mail.ConfirmEmailButton', url: url('/login', { confirm: token }) },
        expiresAt,
        ignoreNote: true,
      });
      return { canLogin: false };
    },

    async confirmEmail(token: string) {
      const used = await links.consume(token, ['confirmEmail']);
      if (!used) throw accountErrors.linkInvalid();
      await members.confirmEmail(used.userId);
      return { confirmed: true };
    },

    /** "If this address has an account, we sent a link": nothing tells the caller which. */
    async sendPasswordResetLink(email: string, ctx: { tenantId: number | null; culture: Culture }) {
      const user = await members.findByEmail(ctx.tenantId, email);
      if (user?.isActive) await resetLinkMail(user, cultureOf(user, ctx.culture), 'reset');
      // an unknown address costs a token's worth of work too
      else randomBytes(32).toString('base64url');
      return null;
    },

    /** Sets a password from an e-mailed link (a reset, or the first one of an account a booking opened). */
    async resetPassword(token: string, newPassword: string) {
      const passwordHash = await hashPassword(newPassword);
      const used = await links.consume(token, ['resetPassword', 'setPassword']);
      if (!used) throw accountErrors.linkInvalid();
      const user = await members.findById(used.userId);
      if (!user?.isActive) throw accountErrors.linkInvalid();
      await members.setPassword(user.id, passwordHash);
      deps.onAccessChanged();
      return { canLogin: true, kind: user.kind };
    },

    /**
     * The "set your password" link for the confirmation of a booking whose buyer's account has no password
     * yet (opened by that booking); undefined when it has one, or the buyer is staff.
     */
    async setPasswordUrl(userId: number | null): Promise<string | undefined> {
      if (userId === null) return undefined;
      const user = await members.findById(userId);
      if (user?.kind !== 'member' || user.passwordHash !== NO_PASSWORD) return undefined;
      const { token } = await links.issue(user.id, 'setPassword', LINK_LIFETIME_MS.setPassword);
      return url('/resetPassword', { token, set: '1' });
    },

    /**
     * E-mails a new staff account (a site variant's first admin) the link that sets its password: a password
     * answered by the API would be lost by ABP clients and seen by whoever created the variant.
     */
    async inviteStaff(userId: number, culture: Culture): Promise<void> {
      const user = await members.findById(userId);
      if (user?.kind !== 'staff') return;
      const { token, expiresAt } = await links.issue(user.id, 'setPassword', LINK_LIFETIME_MS.setPassword);
      const site = await deps.brandName(user.tenantId);
      await mail(user.tenantId, user.emailAddress, 'staffInvite', {
        culture,
        subject: 'Mail.SetPasswordSubject',
        intro: 'Mail.StaffSetPasswordIntro',
        introParams: { site, userName: user.userName },
        button: { label: 'Mail.SetPasswordButton', url: url('/resetPassword', { token, set: '1' }) },
        expiresAt,
      });
    },

    /** A paid order's passengers join the buyer's saved passengers (the same person is updated, not repeated). */
    async rememberPassengers(userId: number | null, orderId: string): Promise<void> {
      if (userId === null) return;
      const user = await members.findById(userId);
      if (user?.kind !== 'member') return;
      const now = deps.clock();
      for (const p of await deps.memberOrders.passengersOf(orderId)) {
        const fields = {
          gender: p.gender,
          name: p.name,
          surname: p.surname,
          birthday: p.birthday,
          nationality: p.nationality,
          passportNumber: p.passportNumber || null,
          passportExpiry: p.passportExpiry,
          turkishId: p.turkishId,
        };
        const same = await deps.passengers.findSame(userId, p);
        if (same) await deps.passengers.update(userId, same, fields, now);
        else await deps.passengers.insert(userId, fields, now);
      }
    },

    async getProfile(session: AbpSession): Promise<MemberProfile> {
      return profileOf(await member(session));
    },

    async updateProfile(session: AbpSession, input: UpdateMemberProfileInput): Promise<MemberProfile> {
      const row = await member(session);
      await members.update(row.id, input);
      return profileOf((await members.findById(row.id))!);
    },

    async updateSettings(session: AbpSession, input: UpdateMemberSettingsInput): Promise<MemberProfile> {
      const row = await member(session);
      // saved from the settings form, which shows the language: from now on sign-in applies it
      await members.update(row.id, { ...input, languageChosen: true });
      return profileOf((await members.findById(row.id))!);
    },

    /** Asks the current password; every other session ends, so the caller gets a fresh token. */
    async changePassword(
      session: AbpSession,
      currentPassword: string,
      newPassword: string,
    ): Promise<AuthenticateResult> {
      const row = await member(session);
      await checkPassword(row, currentPassword);
      await members.setPassword(row.id, await hashPassword(newPassword));
      deps.onAccessChanged();
      const { tokenVersion } = (await members.versionOf(row.id))!;
      const { accessToken, expireInSeconds } = await deps.tokens.issue({
        userId: row.id,
        tenantId: row.tenantId,
        version: tokenVersion,
      });
      return {
        accessToken,
        encryptedAccessToken: deps.tokens.encrypt(accessToken),
        expireInSeconds,
        userId: row.id,
      };
    },

    /**
     * Deletes the account on the holder's password: login and personal data go, orders stay for accounting
     * with their personal fields anonymised; a last e-mail confirms it.
     */
    async closeAccount(session: AbpSession, password: string, culture: Culture): Promise<null> {
      const row = await member(session);
      await checkPassword(row, password);
      const now = deps.clock();
      await deps.db.transaction(async (tx) => {
        await deps.memberOrders.anonymise(tx, row.id);
        await deps.anonymiseCustomer(tx, row.id);
        await deps.passengers.deleteAll(tx, row.id);
        await members.close(tx, row.id, now);
      });
      deps.onAccessChanged();
      await mail(row.tenantId, row.emailAddress, 'accountDeleted', {
        culture: cultureOf(row, culture),
        subject: 'Mail.AccountDeletedSubject',
        name: row.name,
        intro: 'Mail.AccountDeletedIntro',
      });
      return null;
    },

    async listPassengers(session: AbpSession): Promise<{ items: SavedPassenger[] }> {
      return { items: await deps.passengers.list((await member(session)).id) };
    },

    async savePassenger(session: AbpSession, input: SaveSavedPassengerInput): Promise<SavedPassenger> {
      const { id: userId } = await member(session);
      const { id, ...fields } = input;
      const now = deps.clock();
      let savedId: number;
      if (id) {
        if (!(await deps.passengers.update(userId, id, fields, now)))
          throw errors.entityNotFound('SavedPassenger', id);
        savedId = id;
      } else savedId = await deps.passengers.insert(userId, fields, now);
      return (await deps.passengers.list(userId)).find((p) => p.id === savedId)!;
    },

    async deletePassenger(session: AbpSession, id: number): Promise<null> {
      const { id: userId } = await member(session);
      if (!(await deps.passengers.delete(userId, id))) throw errors.entityNotFound('SavedPassenger', id);
      return null;
    },

    async bookings(session: AbpSession, culture: Culture) {
      return { items: await deps.memberOrders.list((await member(session)).id, culture) };
    },

    async dashboard(session: AbpSession, culture: Culture) {
      return deps.memberOrders.dashboard((await member(session)).id, culture);
    },

    async requestCancellation(session: AbpSession, orderId: string, culture: Culture) {
      return deps.memberOrders.requestCancellation((await member(session)).id, orderId, culture);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
