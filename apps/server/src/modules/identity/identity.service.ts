import {
  type AuthenticateInput,
  type AuthenticateResult,
  type Culture,
  type CurrentLoginInformations,
  LANGUAGES,
  MESSAGES,
  MULTI_TENANCY_SIDES,
  parseCulture,
  permissionsForSide,
  TENANT_AVAILABILITY,
} from '@charterdesk/domain';
import { errors } from '../../kernel/errors.js';
import type { AbpSession } from '../../kernel/request-context.js';
import type { TenantResolver } from '../../kernel/tenant-resolver.js';
import type { TokenService, VerifiedToken } from '../../kernel/tokens.js';
import type { GrantCache } from './grant-cache.js';
import type { IdentityRepository } from './identity.repository.js';
import type { SignInThrottle } from './login-throttle.js';
import { dummyPasswordHash, verifyPassword } from './password.js';
import type { SessionGuard } from './session-guard.js';

/** The localization source name stock ABP clients ask for (AppConsts.localization.defaultLocalizationSourceName). */
export const LOCALIZATION_SOURCE = 'CharterDesk';

export interface ApplicationInfo {
  version: string;
  releaseDate: string;
}

/**
 * The site variants sign-in and the session information read: the tenancy module's tenant lookups, given
 * by the app (identity does not import that module: it provisions tenants' admins through identity).
 */
export interface TenantLookup {
  findById(id: number): Promise<{ id: number; tenancyName: string; name: string } | undefined>;
  findByTenancyName(tenancyName: string): Promise<{ id: number; isActive: boolean } | undefined>;
}

export interface IdentityServiceDeps {
  users: IdentityRepository;
  tenancy: TenantLookup;
  tenantResolver: TenantResolver;
  tokens: TokenService;
  throttle: SignInThrottle;
  clock: () => Date;
  application: ApplicationInfo;
  /** remembered grants for permission checks; without one every check reads the database */
  grants?: GrantCache;
  sessions: SessionGuard;
  /** tells every instance to forget remembered tokens and grants (after "sign out everywhere") */
  onAccessChanged?: () => void | Promise<void>;
}

/** Sign-in, the current session and tenant availability. */
export function createIdentityService(deps: IdentityServiceDeps) {
  return {
    /** User names by id, for the screens of other modules that show who did something. */
    userNames: (ids: number[]): Promise<Map<number, string>> => deps.users.userNames(ids),

    async authenticate(
      input: AuthenticateInput,
      context: { tenantId: number | null; clientAddress: string },
    ): Promise<AuthenticateResult> {
      const { tenantId, clientAddress } = context;
      const name = input.userNameOrEmailAddress;
      const wait = await deps.throttle.retryAfter(tenantId, clientAddress, name);
      if (wait > 0) throw errors.tooManyRequests(wait);

      const user = await deps.users.findUserByNameOrEmail(tenantId, name);
      const passwordOk = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      // A deactivated user or site variant gets the very answer of a wrong password: anything else would
      // confirm the password to whoever typed it.
      const tenantActive = tenantId === null || (await deps.tenantResolver.get(tenantId)) !== undefined;
      // a registered member signs in once the address is confirmed (the link proves it is theirs)
      const confirmed = user?.kind !== 'member' || user.isEmailConfirmed;
      if (!user || !passwordOk || !user.isActive || !tenantActive || !confirmed) {
        await deps.throttle.recordFailure(tenantId, clientAddress, name);
        throw errors.loginFailed();
      }
      await deps.throttle.recordSuccess(tenantId, clientAddress, name);
      await deps.users.recordLogin(user.id, deps.clock());
      const { accessToken, expireInSeconds } = await deps.tokens.issue({
        userId: user.id,
        tenantId: user.tenantId,
        version: user.tokenVersion,
      });
      return {
        accessToken,
        encryptedAccessToken: deps.tokens.encrypt(accessToken),
        expireInSeconds,
        userId: user.id,
      };
    },

    /** Signs this token out: the server refuses it from now on. */
    async logOut(token: VerifiedToken | undefined): Promise<void> {
      if (token) await deps.sessions.revoke(token);
    },

    /** Ends every session of the signed-in user, this one included (a lost phone, a shared computer). */
    async logOutEverywhere(session: AbpSession): Promise<void> {
      if (session.userId === null) throw errors.notLoggedIn();
      await deps.users.bumpTokenVersion(session.userId);
      deps.sessions.clear();
      deps.grants?.clear();
      await deps.onAccessChanged?.();
    },

    async currentLoginInformations(session: AbpSession): Promise<CurrentLoginInformations> {
      const user = session.userId
        ? await deps.users.findUserById(session.tenantId, session.userId)
        : undefined;
      const tenant = session.tenantId !== null ? await deps.tenancy.findById(session.tenantId) : undefined;
      return {
        application: { ...deps.application, features: {} },
        user: user
          ? {
              id: user.id,
              name: user.name,
              surname: user.surname,
              userName: user.userName,
              emailAddress: user.emailAddress,
            }
          : null,
        tenant: tenant ? { id: tenant.id, tenancyName: tenant.tenancyName, name: tenant.name } : null,
      };
    },

    async isTenantAvailable(tenancyName: string): Promise<{ state: number; tenantId: number | null }> {
      const tenant = await deps.tenancy.findByTenancyName(tenancyName);
      if (!tenant) return { state: TENANT_AVAILABILITY.NotFound, tenantId: null };
      if (!tenant.isActive) return { state: TENANT_AVAILABILITY.InActive, tenantId: null };
      return { state: TENANT_AVAILABILITY.Available, tenantId: tenant.id };
    },

    /** ABP's AbpUserConfiguration/GetAll: what the client needs to boot (session, languages, permissions). */
    async userConfiguration(session: AbpSession, culture: string) {
      const side = session.tenantId === null ? 'host' : 'tenant';
      const all = permissionsForSide(side).map((p) => p.name);
      const user = session.userId
        ? await deps.users.findUserById(session.tenantId, session.userId)
        : undefined;
      const granted = user ? await deps.users.grantedPermissionNames(user.id) : [];
      const toDict = (names: string[]) => Object.fromEntries(names.map((n) => [n, 'true']));
      const languages = LANGUAGES.map((l) => ({
        name: l.locale,
        displayName: l.name,
        icon: l.icon,
        isDefault: l.locale === 'ru',
        isDisabled: false,
        isRightToLeft: false,
      }));
      const current = languages.find((l) => l.name === culture) ?? languages[0]!;
      const texts = MESSAGES[(parseCulture(culture) ?? 'ru') as Culture];
      return {
        multiTenancy: {
          isEnabled: true,
          ignoreFeatureCheckForHostUsers: false,
          sides: { host: MULTI_TENANCY_SIDES.host, tenant: MULTI_TENANCY_SIDES.tenant },
        },
        session: {
          userId: user?.id ?? null,
          tenantId: session.tenantId,
          impersonatorUserId: null,
          impersonatorTenantId: null,
          multiTenancySide: MULTI_TENANCY_SIDES[side],
        },
        localization: {
          currentCulture: { name: current.name, displayName: current.displayName },
          languages,
          currentLanguage: current,
          // one source with every server text in the request's language: a stock client's L('key') finds it
          sources: [{ name: LOCALIZATION_SOURCE, type: 'DictionaryBasedLocalizationSource' }],
          values: { [LOCALIZATION_SOURCE]: { ...texts } as Record<string, string> },
        },
        features: { allFeatures: {} as Record<string, { value: string }> },
        auth: {
          allPermissions: toDict(all),
          grantedPermissions: toDict(granted.filter((g) => all.includes(g))),
        },
        nav: {
          menus: {
            MainMenu: {
              name: 'MainMenu',
              displayName: 'Main menu',
              customData: null,
              items: [] as unknown[],
            },
          },
        },
        setting: {
          values: {
            'Abp.Localization.DefaultLanguageName': 'ru',
            'Abp.Timing.TimeZone': 'UTC',
          } as Record<string, string>,
        },
        // every instant on the wire is UTC with Z (API-CONVENTIONS): ABP's UTC clock provider
        clock: { provider: 'utcClockProvider' },
        timing: {
          timeZoneInfo: {
            windows: {
              timeZoneId: 'UTC',
              baseUtcOffsetInMilliseconds: 0,
              currentUtcOffsetInMilliseconds: 0,
              isDaylightSavingTimeNow: false,
            },
            iana: { timeZoneId: 'Etc/UTC' },
          },
        },
        security: { antiForgery: { tokenCookieName: 'XSRF-TOKEN', tokenHeaderName: 'X-XSRF-TOKEN' } },
        custom: {} as Record<string, unknown>,
      };
    },

    async isMember(session: AbpSession): Promise<boolean> {
      if (session.userId === null) return false;
      const user = await deps.users.findUserById(session.tenantId, session.userId);
      return user?.isActive === true && user.kind === 'member';
    },

    /** Server-side permission check used by every protected app service. */
    async isGrantedAny(session: AbpSession, permissions: readonly string[]): Promise<boolean> {
      const { userId, tenantId } = session;
      if (userId === null) return false;
      // members are customers: whatever roles a bug or an operator gave them, they are never staff
      if (!deps.grants) {
        const user = await deps.users.findUserById(tenantId, userId);
        if (!user?.isActive || user.kind !== 'staff') return false;
        return deps.users.hasAnyPermission(user.id, permissions);
      }
      const grants = await deps.grants.get(tenantId, userId, async () => {
        const user = await deps.users.findUserById(tenantId, userId);
        if (!user) return undefined;
        return {
          isActive: user.isActive && user.kind === 'staff',
          permissions: new Set(await deps.users.grantedPermissionNames(user.id)),
        };
      });
      return grants?.isActive === true && permissions.some((name) => grants.permissions.has(name));
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
