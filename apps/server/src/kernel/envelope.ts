import type { Envelope, ErrorInfo } from '@charterdesk/domain';

/** Success envelope exactly as ABP's AjaxResponse serializes it. */
export function ok<T>(result: T): Envelope<T> {
  return { result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true };
}

export function failure(error: ErrorInfo, unAuthorizedRequest = false): Envelope<null> {
  return { result: null, targetUrl: null, success: false, error, unAuthorizedRequest, __abp: true };
}
