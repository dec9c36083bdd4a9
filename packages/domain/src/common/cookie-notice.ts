/**
 * The cookie that records the visitor's OK to the cookie notice (its value: the notice's version), so the
 * server draws a page with the notice only for those who have not read it.
 */
export const COOKIE_NOTICE_COOKIE = 'CharterDesk.CookieNotice';
/** bump when the cookies we set change, so the notice is shown again */
export const COOKIE_NOTICE_VERSION = '1';
