import {
  addDays,
  earliestSearchDate,
  type FlightOption,
  type FlightSearchCriteria,
  type FlightSearchResult,
  MAX_PASSENGERS,
} from '@charterdesk/domain';
import { Alert, Button, Group, Indicator, NativeSelect, Text } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconAlertTriangle,
  IconArrowsSort,
  IconRefresh,
} from '@tabler/icons-react';
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { presentApiError } from '../../shared/api/present-api-error';
import { domainText } from '../../shared/i18n/domain-texts';
import { useCulture } from '../../shared/i18n/use-culture';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { bottomOverlayVars, useBottomOverlayHeights } from '../../shared/lib/bottom-overlays';
import { useInBrowser } from '../../shared/lib/drawn-page';
import { localToday } from '../../shared/lib/format-date';
import { nextTask } from '../../shared/lib/next-task';
import { useCurrency } from '../../shared/lib/use-currency';
import { useMatchMedia } from '../../shared/lib/use-media-query';
import { useSlicedRender } from '../../shared/lib/use-sliced-render';
import { PageHeader } from '../../shared/ui/page-header';
import { useLocationName } from './api/airports';
import { useDayPrices } from './api/day-prices';
import { isSearchGone, useFlightSearchResults } from './api/flight-search-results';
import { DayStrip } from './components/day-strip';
import { FiltersPanel } from './components/filters-panel';
import { LazyFlightSearchForm } from './components/lazy-search-form';
import classes from './components/results.module.css';
import { ResultsSection } from './components/results-section';
import { ResultsSkeleton } from './components/results-skeleton';
import { SearchHeader } from './components/search-header';
import { SelectionBar } from './components/selection-bar';
import { useRunSearch } from './hooks/use-run-search';
import { buildDayStrip, type Direction, nearestDaysWithFlights, shiftTripDates } from './lib/day-strip';
import {
  applyFilters,
  computeFacets,
  countActiveFilters,
  type FlightFilters,
  NO_FILTERS,
  parseFilters,
  writeFilters,
} from './lib/filters';
import { locationLabel } from './lib/locations';
import { totalPassengers } from './lib/passengers';
import {
  asksForTooManyPassengers,
  CRITERIA_PARAMS,
  criteriaToFormValues,
  criteriaToParams,
  DEFAULT_FORM_VALUES,
  loadStoredFormValues,
  paramsToFormValues,
  type SearchFormValues,
} from './lib/search-params';
import { DEFAULT_SORT, parseSort, SORT_KEYS, type SortKey, sortOptions } from './lib/sort';

const earliest = () => earliestSearchDate(new Date());
const loadCriteriaCheck = () => import('./lib/valid-criteria');
const loadFiltersDrawer = () => import('./components/filters-drawer');
// Phones only, and only once opened (the page fetches it after its first paint).
const FiltersDrawer = lazy(() => loadFiltersDrawer().then((module) => ({ default: module.FiltersDrawer })));

/**
 * The URL's criteria when they pass the shared schema's rules, null when they do not (or there are none),
 * undefined while the check (zod, loaded on demand: the results themselves need no validation) loads.
 */
function useUrlCriteria(values: SearchFormValues | null): FlightSearchCriteria | null | undefined {
  const [checked, setChecked] = useState<{
    values: SearchFormValues;
    criteria: FlightSearchCriteria | null;
  } | null>(null);
  useEffect(() => {
    if (!values) return;
    let current = true;
    // The answer redraws the whole page (every flight card): in a transition, React draws it in slices
    // instead of one task of ~100 ms on a phone, as it would for an update from a promise.
    loadCriteriaCheck().then(
      ({ validCriteria }) => {
        if (current) startTransition(() => setChecked({ values, criteria: validCriteria(values, earliest) }));
      },
      (error: unknown) => {
        console.error(error);
        if (current) startTransition(() => setChecked({ values, criteria: null }));
      },
    );
    return () => {
      current = false;
    };
  }, [values]);
  if (!values) return null;
  return checked?.values === values ? checked.criteria : undefined;
}
const BOOKING_HORIZON_DAYS = 365;

/** Only the search part of the query, so filter and sort changes do not look like a new search. */
function criteriaKey(params: URLSearchParams): string {
  return CRITERIA_PARAMS.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
}

/** Non-search parameters worth keeping on a new search: the sort order. */
function keptParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  const sort = params.get('sort');
  if (sort) kept.set('sort', sort);
  return kept;
}

function resultCriteria(result: FlightSearchResult): FlightSearchCriteria {
  return { ...result.criteria, returnDate: result.criteria.returnDate ?? null };
}

/** Labels of the stored form where it names the same places. */
function withStoredLabels(values: SearchFormValues, stored: SearchFormValues | null): SearchFormValues {
  if (!stored) return values;
  return {
    ...values,
    originLabel: values.originLabel || (stored.origin === values.origin ? stored.originLabel : ''),
    destinationLabel:
      values.destinationLabel || (stored.destination === values.destination ? stored.destinationLabel : ''),
  };
}

interface Selection {
  searchId: string | null;
  outbound?: string;
  inbound?: string;
}

/**
 * The filters' column: sticky, as tall as the window leaves it above the selection bar. Only its own subtree
 * restyles when the bar's height arrives; its children are the page's, so it redraws none of them.
 */
function FiltersSidebar({ label, children }: { label: string; children: ReactNode }) {
  const overlays = useBottomOverlayHeights();
  return (
    <aside className={classes.sidebar} aria-label={label} style={bottomOverlayVars(overlays)}>
      {children}
    </aside>
  );
}

/**
 * /flightSearch/:id?from=…&to=…&depart=…: the results of a saved search, with the form to change it,
 * the day strip, filters, sort and the chosen flights. A URL whose search is gone (expired, unknown or
 * missing id) runs its criteria again.
 */
export function FlightSearchPage() {
  usePageTitle('pages:flightSearch.title');
  const { t } = useTranslation('search');
  const culture = useCulture();
  const { currency } = useCurrency();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const isDesktop = useMatchMedia('(min-width: 62em)');
  const inBrowser = useInBrowser();

  const searchKey = criteriaKey(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read only when the search part changes
  const urlValues = useMemo(() => paramsToFormValues(params), [searchKey]);
  const filters = useMemo(() => parseFilters(params), [params]);
  const sort = parseSort(params.get('sort'));

  const results = useFlightSearchResults(id, currency, culture);
  const searchGone = isSearchGone(results.error);
  // not for a search known to be gone (the server drew it so): it has no prices by day either
  const dayPrices = useDayPrices(searchGone ? undefined : id, currency);
  // the results (every flight card) are drawn in slices once they arrive; each answer carries its currency
  const data = useSlicedRender(results.data);

  // The results' own criteria, as the URL carries them once the page has put them there (below).
  const dataCriteria = useMemo(() => (data ? resultCriteria(data) : null), [data]);
  const dataKey = dataCriteria ? criteriaKey(criteriaToParams(dataCriteria)) : null;
  // The URL's criteria need the schema's check (zod, loaded for it) only when they are not the results' own: a
  // shared or edited link, a search that is gone.
  const urlAreTheResults = dataKey === searchKey;
  const checkedCriteria = useUrlCriteria(urlAreTheResults ? null : urlValues);
  const checkingCriteria = checkedCriteria === undefined;
  const urlCriteria = checkedCriteria ?? (urlAreTheResults ? dataCriteria : null);
  const { run, isPending: isRunning } = useRunSearch();

  // ---- a search that is gone (or never had an id) is run again from the URL's criteria ----
  const gone = !id || searchGone;
  const [rerunError, setRerunError] = useState<{ key: string; error: unknown } | null>(null);
  const attempted = useRef<string | null>(null);
  const attemptKey = `${id ?? ''}|${searchKey}`;
  useEffect(() => {
    if (!gone || !urlCriteria || attempted.current === attemptKey) return;
    attempted.current = attemptKey;
    run(urlCriteria, { replace: true, keep: new URLSearchParams(params) }).catch((error: unknown) => {
      if (!(isApiError(error) && error.status === 400)) presentApiError(error);
      setRerunError({ key: attemptKey, error });
    });
  }, [gone, urlCriteria, attemptKey, run, params]);
  const rerunFailed = rerunError?.key === attemptKey ? rerunError.error : null;
  const rerunning = gone && (checkingCriteria || Boolean(urlCriteria)) && !rerunFailed;

  // ---- the URL always carries the criteria, so it can be shared and re-created later ----
  useEffect(() => {
    if (!data || urlValues) return;
    // In a task of its own: a shared link's page hydrates first (the router's update is a page of its own)
    let cancelled = false;
    void nextTask().then(() => {
      if (cancelled) return;
      setParams(
        (previous) => {
          const next = criteriaToParams(resultCriteria(data));
          for (const [name, value] of previous) {
            if (!(CRITERIA_PARAMS as readonly string[]).includes(name)) next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [data, urlValues, setParams]);

  // ---- prices in another currency make price bounds meaningless ----
  const previousCurrency = useRef(currency);
  useEffect(() => {
    if (previousCurrency.current === currency) return;
    previousCurrency.current = currency;
    setParams(
      (previous) => {
        if (!previous.has('minPrice') && !previous.has('maxPrice')) return previous;
        const next = new URLSearchParams(previous);
        next.delete('minPrice');
        next.delete('maxPrice');
        return next;
      },
      { replace: true },
    );
  }, [currency, setParams]);

  // ---- results that have passed their expiry time are flagged (prices may have changed) ----
  const [expiredId, setExpiredId] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const remaining = Date.parse(data.expiresAt) - Date.now();
    if (!Number.isFinite(remaining)) return;
    if (remaining <= 0) {
      setExpiredId(data.id);
      return;
    }
    const timer = setTimeout(() => setExpiredId(data.id), Math.min(remaining, 2_147_483_647));
    return () => clearTimeout(timer);
  }, [data]);
  const expired = Boolean(data && expiredId === data.id);

  // ---- what the form and the header show ----
  const storedKey = `${searchKey}|${data?.id ?? ''}|${inBrowser}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored form is read again for each search
  const stored = useMemo(() => (inBrowser ? loadStoredFormValues() : null), [storedKey]);
  const formValues = useMemo(
    () =>
      withStoredLabels(
        urlValues ?? (data ? criteriaToFormValues(resultCriteria(data)) : (stored ?? DEFAULT_FORM_VALUES)),
        stored,
      ),
    [urlValues, data, stored],
  );
  // Without results (still loading, or gone) a URL's bare codes are named by the autocomplete.
  const originName = useLocationName(
    !data && !formValues.originLabel ? formValues.origin || undefined : undefined,
    culture,
  );
  const destinationName = useLocationName(
    !data && !formValues.destinationLabel ? formValues.destination || undefined : undefined,
    culture,
  );
  const placeHints = useMemo(
    () =>
      data
        ? {
            origin: locationLabel({ ...data.origin, name: data.origin.name || data.origin.cityName }),
            destination: locationLabel({
              ...data.destination,
              name: data.destination.name || data.destination.cityName,
            }),
          }
        : { origin: originName, destination: destinationName },
    [data, originName, destinationName],
  );
  const criteria = urlCriteria ?? dataCriteria;
  const passengers = criteria ? totalPassengers(criteria) : 1;
  const roundTrip = criteria?.tripType === 'roundTrip';

  // ---- filters, sort and the two lists ----
  const directFirst = criteria?.directPreferred ?? false;
  const options = data?.flightSearchResponses;
  const facets = useMemo(() => computeFacets(options ?? []), [options]);
  const lists = useMemo(() => {
    const all = options ?? [];
    const outboundAll = all.filter((o) => o.direction === 'outbound');
    const inboundAll = all.filter((o) => o.direction === 'inbound');
    return {
      outboundTotal: outboundAll.length,
      inboundTotal: inboundAll.length,
      outbound: sortOptions(applyFilters(outboundAll, filters), sort, { directFirst }),
      inbound: sortOptions(applyFilters(inboundAll, filters), sort, { directFirst }),
    };
  }, [options, filters, sort, directFirst]);
  const shownCount = lists.outbound.length + (roundTrip ? lists.inbound.length : 0);
  const activeFilters = countActiveFilters(filters);

  const setFilters = useCallback(
    (next: FlightFilters) => setParams((previous) => writeFilters(previous, next), { replace: true }),
    [setParams],
  );
  const setSort = (next: SortKey) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === DEFAULT_SORT) updated.delete('sort');
        else updated.set('sort', next);
        return updated;
      },
      { replace: true },
    );

  // ---- chosen flights (per search) ----
  const [selection, setSelection] = useState<Selection>({ searchId: null });
  const chosen = selection.searchId === data?.id ? selection : { searchId: data?.id ?? null };
  const findOption = (optionId: string | undefined) =>
    optionId ? options?.find((o) => o.id === optionId) : undefined;
  const onSelect = useCallback(
    (option: FlightOption) => {
      setSelection((current) => {
        const base = current.searchId === data?.id ? current : { searchId: data?.id ?? null };
        const next = { ...base, [option.direction]: option.id };
        if (option.direction === 'outbound' && roundTrip && !next.inbound) {
          // Straight on to the return flights.
          requestAnimationFrame(() =>
            document
              .getElementById('inbound-section')
              ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
          );
        }
        return next;
      });
    },
    [data?.id, roundTrip],
  );

  // ---- day strip: another date is another search ----
  // the visitor's own date; while a page the server drew hydrates, the server's (UTC), as it drew the strip
  const today = inBrowser ? localToday() : new Date().toISOString().slice(0, 10);
  const maxDate = addDays(today, BOOKING_HORIZON_DAYS);
  const [pendingDay, setPendingDay] = useState<{ direction: Direction; date: string } | null>(null);
  const pickDay = async (direction: Direction, date: string) => {
    if (!criteria) return;
    const dates = shiftTripDates(
      { departureDate: criteria.departureDate, returnDate: criteria.returnDate ?? null },
      direction,
      date,
    );
    setPendingDay({ direction, date });
    try {
      await run({ ...criteria, ...dates }, { keep: keptParams(params) });
    } catch (error) {
      presentApiError(error);
    } finally {
      setPendingDay(null);
    }
  };

  const searchAgain = async () => {
    const again =
      urlCriteria ?? (stored ? (await loadCriteriaCheck()).validCriteria(stored, earliest) : null);
    if (!again) {
      // Nothing valid to run (e.g. the date has passed): the form says what to change.
      document
        .getElementById('search-form-panel')
        ?.querySelector<HTMLButtonElement>('[data-testid="search-submit"]')
        ?.click();
      return;
    }
    try {
      await run(again, { keep: new URLSearchParams(params) });
    } catch (error) {
      if (isApiError(error) && error.status === 400) setRerunError({ key: attemptKey, error });
      else presentApiError(error);
    }
  };

  const [drawerOpened, setDrawerOpened] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  useEffect(() => {
    if (isDesktop) return;
    loadFiltersDrawer().catch((error: unknown) => console.error(error));
  }, [isDesktop]);
  // The form's identity is the criteria it shows. A results page opened by its id alone gains the same criteria
  // in its URL a task after it hydrates (above): the key stays, so the form the server drew is kept rather than
  // drawn again (about 300 ms of a phone's main thread).
  const formKey = urlValues || !dataKey ? searchKey : dataKey;

  const header = (
    <SearchHeader
      values={formValues}
      formKey={formKey}
      placeHints={placeHints}
      keepParams={keptParams(params)}
      // A search that is gone needs the form in view (it is folded away on phones otherwise).
      expanded={gone && !rerunning ? true : undefined}
    />
  );

  // ---- nothing to show yet: the start of a search, or a search that is gone with nothing to run again ----
  // (a link of its id alone: the page said "—" over an empty form, and what had happened only below the fold)
  if (!urlCriteria && !checkingCriteria && (!id || gone)) {
    const start = !id;
    return (
      <div className={classes.page} data-testid={start ? undefined : 'search-gone'}>
        <PageHeader
          title={t(start ? 'results.startTitle' : 'results.goneTitle')}
          intro={t(start ? 'results.startText' : 'results.goneText')}
        />
        <LazyFlightSearchForm key={formKey} initialValues={formValues} variant="hero" />
      </div>
    );
  }

  const goneMessage = (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={domainText(culture, 'Flight.SearchExpired')}
      data-testid="search-expired"
    >
      <Text size="sm" mb="sm">
        {isApiError(rerunFailed) && rerunFailed.validationErrors.length > 0
          ? rerunFailed.validationErrors.map((v) => v.message).join(' ')
          : domainText(culture, 'Flight.SearchExpiredDetails')}
      </Text>
      <Button
        onClick={searchAgain}
        loading={isRunning}
        leftSection={<IconRefresh size={16} aria-hidden="true" />}
        data-testid="search-again"
      >
        {t('results.searchAgain')}
      </Button>
    </Alert>
  );

  let body: ReactNode;
  if (gone) {
    body = rerunning ? <ResultsSkeleton label={t('results.refreshing')} /> : goneMessage;
  } else if (!data) {
    body = results.isError ? (
      <Alert
        color="red"
        variant="light"
        radius="md"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title={t('results.loadFailedTitle')}
        data-testid="results-error"
      >
        <Text size="sm" mb="sm">
          {results.error.message}
        </Text>
        <Button variant="light" color="red" onClick={() => void results.refetch()}>
          {t('results.retry')}
        </Button>
      </Alert>
    ) : (
      <ResultsSkeleton />
    );
  } else {
    const departureDate = criteria?.departureDate ?? data.criteria.departureDate;
    const returnDate = criteria?.returnDate ?? data.criteria.returnDate ?? null;
    const outboundStrip = buildDayStrip(dayPrices.data, 'outbound', departureDate, {
      minDate: today,
      maxDate,
    });
    const inboundStrip = returnDate
      ? buildDayStrip(dayPrices.data, 'inbound', returnDate, { minDate: departureDate, maxDate })
      : [];
    const from = placeHints?.origin ?? data.origin.cityName;
    const to = placeHints?.destination ?? data.destination.cityName;
    const filtersPanel = (
      <FiltersPanel
        filters={filters}
        facets={facets}
        currency={data.currency}
        roundTrip={roundTrip}
        onChange={setFilters}
      />
    );
    const pending = pendingDay ?? null;

    body = (
      <>
        {asksForTooManyPassengers(params) ? (
          <Alert color="blue" variant="light" radius="md" data-testid="too-many-passengers">
            {t('results.tooManyPassengers', { max: MAX_PASSENGERS })}
          </Alert>
        ) : null}
        {expired ? (
          <Alert
            color="orange"
            variant="light"
            radius="md"
            icon={<IconAlertTriangle size={20} aria-hidden="true" />}
            title={domainText(culture, 'Flight.SearchExpired')}
            data-testid="search-expired"
            mb="md"
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{domainText(culture, 'Flight.SearchExpiredDetails')}</Text>
              <Button
                onClick={searchAgain}
                loading={isRunning}
                leftSection={<IconRefresh size={16} aria-hidden="true" />}
                data-testid="search-again"
              >
                {t('results.searchAgain')}
              </Button>
            </Group>
          </Alert>
        ) : null}

        {/* keyboard users reach the first "Select" without tabbing through every day and filter */}
        <a href="#outbound-section" className={classes.skipLink} data-testid="skip-to-results">
          {t('results.skipToResults')}
        </a>
        <div className={classes.strips}>
          <DayStrip
            direction="outbound"
            days={outboundStrip}
            current={departureDate}
            loading={dayPrices.isPending}
            pendingDate={pending?.direction === 'outbound' ? pending.date : null}
            busy={pending !== null || isRunning}
            minDate={today}
            maxDate={maxDate}
            onPick={(date) => void pickDay('outbound', date)}
          />
          {roundTrip && returnDate ? (
            <DayStrip
              direction="inbound"
              days={inboundStrip}
              current={returnDate}
              loading={dayPrices.isPending}
              pendingDate={pending?.direction === 'inbound' ? pending.date : null}
              busy={pending !== null || isRunning}
              minDate={departureDate}
              maxDate={maxDate}
              onPick={(date) => void pickDay('inbound', date)}
            />
          ) : null}
        </div>

        <div className={classes.layout}>
          {/*
           * The sidebar and the filters button are both always there and CSS shows the one the screen's width
           * wants: a page drawn for a desktop (the server guesses by the browser's name) that opens on a narrower
           * screen (a tablet, a narrow window) never shows a sidebar that the app then takes away (layout shift
           * 0.58 at 810 px). Only the screen that shows the sidebar fills it.
           */}
          <FiltersSidebar label={t('filters.title')}>{isDesktop ? filtersPanel : null}</FiltersSidebar>

          <div className={classes.results} data-fetching={results.isPlaceholderData || undefined}>
            <div className={classes.toolbar}>
              <Text fw={600} size="sm" aria-live="polite" data-testid="results-count">
                {results.isPlaceholderData
                  ? t('results.updating')
                  : roundTrip
                    ? // both directions counted together read as more choice than there is
                      t('results.foundRoundTrip', {
                        outbound: t('results.options', { count: lists.outbound.length }),
                        inbound: t('results.options', { count: lists.inbound.length }),
                      })
                    : t('results.found', { count: shownCount })}
              </Text>
              <Group gap="xs" className={classes.toolbarControls}>
                <Indicator
                  label={activeFilters}
                  size={18}
                  disabled={activeFilters === 0}
                  color="sunset"
                  offset={4}
                  hiddenFrom="md"
                >
                  <Button
                    variant="default"
                    leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
                    onClick={() => {
                      setDrawerUsed(true);
                      setDrawerOpened(true);
                    }}
                    data-testid="filters-open"
                  >
                    {t('filters.open')}
                  </Button>
                </Indicator>
                <NativeSelect
                  data={SORT_KEYS.map((key) => ({ value: key, label: t(`results.sortOptions.${key}`) }))}
                  value={sort}
                  onChange={(event) => setSort(parseSort(event.currentTarget.value))}
                  aria-label={t('results.sort')}
                  leftSection={<IconArrowsSort size={16} aria-hidden="true" />}
                  data-testid="sort-select"
                  className={classes.sortSelect}
                  classNames={{ wrapper: classes.sortWrapper, section: classes.sortSection }}
                />
              </Group>
            </div>

            <ResultsSection
              key={`outbound-${data.id}`}
              direction="outbound"
              from={from}
              to={to}
              date={departureDate}
              total={lists.outboundTotal}
              options={lists.outbound}
              selectedId={chosen.outbound}
              passengers={passengers}
              onSelect={onSelect}
              nearestDays={nearestDaysWithFlights(dayPrices.data, 'outbound', departureDate, {
                minDate: today,
              })}
              onPickDay={(date) => void pickDay('outbound', date)}
              onResetFilters={() => setFilters(NO_FILTERS)}
              busy={pending !== null || isRunning}
            />
            {roundTrip && returnDate ? (
              <ResultsSection
                key={`inbound-${data.id}`}
                direction="inbound"
                from={to}
                to={from}
                date={returnDate}
                total={lists.inboundTotal}
                options={lists.inbound}
                selectedId={chosen.inbound}
                passengers={passengers}
                onSelect={onSelect}
                nearestDays={nearestDaysWithFlights(dayPrices.data, 'inbound', returnDate, {
                  minDate: departureDate,
                })}
                onPickDay={(date) => void pickDay('inbound', date)}
                onResetFilters={() => setFilters(NO_FILTERS)}
                busy={pending !== null || isRunning}
              />
            ) : null}
          </div>
        </div>

        {isDesktop || !drawerUsed ? null : (
          <Suspense fallback={null}>
            <FiltersDrawer
              opened={drawerOpened}
              onClose={() => setDrawerOpened(false)}
              title={t('filters.title')}
              closeLabel={t('filters.show')}
            >
              {filtersPanel}
              <div className={classes.drawerFooter}>
                <Button
                  fullWidth
                  size="md"
                  onClick={() => setDrawerOpened(false)}
                  data-testid="filters-apply"
                >
                  {t('filters.show')} ({shownCount})
                </Button>
              </div>
            </FiltersDrawer>
          </Suspense>
        )}

        <SelectionBar
          searchId={data.id}
          roundTrip={roundTrip}
          outbound={findOption(chosen.outbound)}
          inbound={findOption(chosen.inbound)}
          passengers={passengers}
          disabled={expired}
        />
      </>
    );
  }

  return (
    <div className={classes.page}>
      {header}
      {body}
    </div>
  );
}

export { preloadFlightSearchForm } from './components/lazy-search-form';
