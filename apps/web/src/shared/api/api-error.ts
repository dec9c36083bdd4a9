import type { ErrorInfo } from '@charterdesk/domain';

export type ValidationErrorInfo = NonNullable<ErrorInfo['validationErrors']>[number];

/**
 * - `server`: the API answered with an error (envelope or a bare HTTP error status);
 * - `network`: no answer at all; `timeout`: no answer within the request timeout;
 * - `invalid-response`: an answer that is not the JSON the API speaks (e.g. an HTML page).
 */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: number | null;
  key?: string | null;
  details?: string | null;
  validationErrors?: ValidationErrorInfo[] | null;
  unAuthorizedRequest?: boolean;
  cause?: unknown;
}

/** What every failed API call rejects with; `key` is the server's stable error key (e.g. `bookings.seat_unavailable`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  readonly code: number | null;
  readonly key: string | null;
  readonly details: string | null;
  readonly validationErrors: ValidationErrorInfo[];
  readonly unAuthorizedRequest: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? null;
    this.key = init.key ?? null;
    this.details = init.details ?? null;
    this.validationErrors = init.validationErrors ?? [];
    this.unAuthorizedRequest = init.unAuthorizedRequest ?? false;
  }

  /** What travels in a server-drawn page's data (the message too, which JSON leaves out of an Error). */
  toJSON(): ApiErrorInit {
    const { kind, message, status, code, key, details, validationErrors, unAuthorizedRequest } = this;
    return { kind, message, status, code, key, details, validationErrors, unAuthorizedRequest };
  }
}

/** An ApiError again from its JSON (`toJSON`), as a server-drawn page's data brings it; anything else as it is. */
export function reviveApiError(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const init = value as Partial<ApiErrorInit>;
  if (typeof init.kind !== 'string' || typeof init.message !== 'string') return value;
  return new ApiError(init as ApiErrorInit);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
