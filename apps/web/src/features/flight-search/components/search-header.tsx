import { Button, Text, Title } from '@mantine/core';
import { IconChevronUp, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatWeekdayDayMonth } from '../../../shared/lib/format-date';
import { totalPassengers } from '../lib/passengers';
import type { SearchFormValues } from '../lib/search-params';
import { LazyFlightSearchForm } from './lazy-search-form';
import classes from './results.module.css';

export interface SearchHeaderProps {
  values: SearchFormValues;
  /** identifies the search; a new one resets the form */
  formKey: string;
  placeHints?: { origin?: string; destination?: string };
  keepParams?: URLSearchParams;
  /** Keeps the form open on phones too. */
  expanded?: boolean;
}

/** Route, dates and passengers of the search, with the form to change it (folded away on phones). */
export function SearchHeader({
  values,
  formKey,
  placeHints,
  keepParams,
  expanded: forceExpanded,
}: SearchHeaderProps) {
  const { t } = useTranslation('search');
  const culture = useCulture();
  const [toggled, setExpanded] = useState(false);
  const expanded = forceExpanded ?? toggled;
  const from = placeHints?.origin || values.originLabel || values.origin;
  const to = placeHints?.destination || values.destinationLabel || values.destination;
  const dates = [values.departureDate, values.tripType === 'roundTrip' ? values.returnDate : null]
    .filter((d): d is string => Boolean(d))
    .map((d) => formatWeekdayDayMonth(d, culture))
    .join(' – ');
  const summary = [
    dates,
    t('passengers.count', { count: totalPassengers(values) }),
    t(`form.cabinClasses.${values.cabinClass}`),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <header className={classes.searchHeader}>
      <div className={classes.summaryRow}>
        <div className={classes.summaryText}>
          <Title order={1} className={classes.routeTitle} data-testid="search-summary-route">
            {t('results.route', { from, to })}
          </Title>
          <Text c="dimmed" size="sm" data-testid="search-summary">
            {summary}
          </Text>
        </div>
        <Button
          variant={expanded ? 'subtle' : 'light'}
          hiddenFrom="md"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls="search-form-panel"
          leftSection={
            expanded ? (
              <IconChevronUp size={16} aria-hidden="true" />
            ) : (
              <IconPencil size={16} aria-hidden="true" />
            )
          }
          data-testid="search-modify"
          className={classes.modifyButton}
        >
          {expanded ? t('form.hideForm') : t('form.modify')}
        </Button>
      </div>
      <div id="search-form-panel" className={classes.formPanel} data-expanded={expanded || undefined}>
        <LazyFlightSearchForm
          key={formKey}
          initialValues={values}
          variant="compact"
          placeHints={placeHints}
          keepParams={keepParams}
          onSearched={() => setExpanded(false)}
        />
      </div>
    </header>
  );
}
