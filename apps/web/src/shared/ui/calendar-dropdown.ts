import { useTranslation } from 'react-i18next';
import { useMatchMedia } from '../lib/use-media-query';

/**
 * How a date field's calendar opens (props of Mantine's DatePickerInput): below the field on a wide screen, two
 * months side by side; on a phone, as a dialog centred over the page instead of below a field near the fold,
 * titled with what it picks, with a close button, and this month and the next one under it, since late in a
 * month the first has only a few days left. Its arrows move a month at a time.
 */
export function useCalendarDropdown(
  title: string,
  /** the day the calendar opens on for the keyboard (YYYY-MM-DD): the picked one, else the first that can be */
  focusDate: string,
) {
  const { t } = useTranslation('common');
  const wide = useMatchMedia('(min-width: 48em)');
  return {
    dropdownType: wide ? 'popover' : 'modal',
    numberOfColumns: 2,
    // "next" moves one month, so the later month shown stays in view (a trip from 28 Dec to 5 Jan is picked in
    // one view, and a date in the second month is never skipped); Mantine would move both
    columnsToScroll: 1,
    // two months one under the other (the dialog scrolls); inline, so that the forms load no stylesheet more
    styles: wide
      ? undefined
      : { levelsGroup: { flexDirection: 'column' as const, gap: 'var(--mantine-spacing-lg)' } },
    // a picked date closes the calendar: focus goes back to its field, not to the page's top (keyboard users)
    popoverProps: { returnFocus: true },
    // The calendar opens with the focus on that day (its focus trap takes [data-autofocus]), so the arrows move
    // through the days at once, and a screen reader names the day, not the month's title above them.
    getDayProps: (date: string) => (date === focusDate ? { 'data-autofocus': true } : {}),
    modalProps: {
      centered: true,
      size: 'auto',
      radius: 'lg',
      title,
      withCloseButton: true,
      closeButtonProps: { 'aria-label': t('calendar.close') },
    },
  } as const;
}
