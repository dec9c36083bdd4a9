import { useTranslation } from 'react-i18next';

/** Hours and minutes of a duration, for "3 h 45 min" style texts. */
export function splitDuration(minutes: number): { hours: number; minutes: number } {
  const safe = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
}

/**
 * How the site writes a duration: "3 ч 40 мин", "3h 40m", "3 sa 40 dk"; "35 мин" under an hour, "2 ч" on the
 * hour. One way for flight times and transfer drive times alike (units from the `common` texts).
 */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation('common');
  return (minutes: number) => {
    const parts = splitDuration(minutes);
    return [
      parts.hours ? t('duration.hours', { count: parts.hours }) : null,
      parts.minutes || !parts.hours ? t('duration.minutes', { count: parts.minutes }) : null,
    ]
      .filter(Boolean)
      .join(' ');
  };
}
