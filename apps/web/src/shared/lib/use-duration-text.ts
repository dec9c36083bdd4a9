import { formatDuration } from '@charterdesk/domain';
import { useCulture } from '../i18n/use-culture';

/**
 * How the site writes a duration in the page's language: "3 ч 40 мин", "3h 40m", "3 sa 40 dk"; "35 мин" under an
 * hour, "2 ч" on the hour. The domain's `formatDuration`, so flight times, drive times, e-mails and PDFs agree.
 */
export function useDurationText(): (minutes: number) => string {
  const culture = useCulture();
  return (minutes: number) => formatDuration(minutes, culture);
}
