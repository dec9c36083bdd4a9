/**
 * Query parameters that only tell analytics where a visitor came from (ad clicks, newsletters, shared links):
 * no page of ours reads them, so a page drawn without them is the same page.
 */
const TRACKING_PARAMETER =
  /^(?:utm_[a-z_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ysclid|_openstat|ttclid|twclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|srsltid)$/i;

function parameterName(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The query string as it matters to a page (without `?`): the tracking parameters left out, the others as they
 * came, in their order. A page drawn on the server for `/?utm_source=mail` is the page drawn for `/`, so every
 * visitor from one campaign is sent the same drawn page, and the browser hydrates it.
 */
export function pageQuery(search: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING_PARAMETER.test(parameterName(pair)))
    .join('&');
}
