import type { LocationOption } from '@charterdesk/domain';
import { Badge, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconMapPin, IconPlaneDeparture } from '@tabler/icons-react';
import { type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../../shared/i18n/use-culture';
import { useAirportSuggestions } from '../api/airports';
import { groupLocations, type LocationRow, locationLabel, matchTypedText } from '../lib/locations';
import classes from './flight-search-form.module.css';

export interface LocationValue {
  code: string;
  label: string;
}

export interface LocationFieldProps {
  label: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Called after the visitor picked a place (e.g. to move on to the next field). */
  /** a place was chosen from the list; `byKeyboard` when with Enter (the visitor's own Tab moves on then) */
  onPicked?: (option: LocationOption, how: { byKeyboard: boolean }) => void;
  onBlur?: () => void;
  /** a place not to offer (the one chosen in the other field) */
  excludeCode?: string;
  error?: string;
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'sm' | 'md';
}

const DEBOUNCE_MS = 150;

/** On a phone the on-screen keyboard takes the lower half: bring the field (label included) up top. */
function scrollUpOnPhones(input: HTMLInputElement) {
  if (!window.matchMedia?.('(max-width: 48em)').matches) return;
  const header = 64;
  const label = 32;
  const top = input.getBoundingClientRect().top + window.scrollY - header - label;
  if (Math.abs(window.scrollY - top) > 8) window.scrollTo({ top, behavior: 'smooth' });
}

function rowValue(option: LocationOption): string {
  return `${option.kind}:${option.code}`;
}

function OptionRow({ row }: { row: LocationRow }) {
  const { t } = useTranslation('search');
  const { option, nested } = row;
  const isCity = option.kind === 'city';
  const Icon = isCity ? IconBuildingSkyscraper : IconPlaneDeparture;
  const details = isCity
    ? [option.countryName, option.airportCount > 1 ? t('places.allAirports') : null]
    : nested
      ? [option.cityName]
      : [option.cityName, option.countryName];
  return (
    <div className={classes.optionRow} data-nested={nested || undefined}>
      <Icon size={nested ? 16 : 18} stroke={1.7} className={classes.optionIcon} aria-hidden="true" />
      <div className={classes.optionText}>
        <Text size="sm" fw={isCity ? 600 : 500} lh={1.3} truncate>
          {option.name}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3} truncate>
          {details.filter(Boolean).join(' · ')}
        </Text>
      </div>
      <Badge variant={isCity ? 'light' : 'outline'} color="gray" radius="sm" className={classes.codeBadge}>
        {option.code}
      </Badge>
    </div>
  );
}

/**
 * City/airport autocomplete. Typing searches (debounced); an empty or untouched field offers popular
 * destinations. Arrow keys move through the list and Enter picks; leaving the field with text that
 * clearly names a suggestion picks it, anything else stays as typed for the validation to point at.
 */
export function LocationField({
  label,
  value,
  onChange,
  onPicked,
  onBlur,
  excludeCode,
  error,
  testId,
  inputRef,
  size = 'md',
}: LocationFieldProps) {
  const { t } = useTranslation('search');
  const culture = useCulture();
  // Whether the text is the visitor's own typing (search it) or the name of the chosen place (offer popular).
  const [typed, setTyped] = useState(() => !value.code && value.label.trim() !== '');
  const [active, setActive] = useState(false);
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  const query = typed ? value.label.trim() : '';
  const [debouncedQuery] = useDebouncedValue(query, DEBOUNCE_MS);
  // A choice made before the list of the typed text came (Enter, or leaving the field): made when it comes.
  // 'best' (Enter) takes the best match, 'clear' (leaving) only a suggestion the text clearly names.
  const [pending, setPending] = useState<'best' | 'clear' | null>(null);
  // the text searched at once, without the typing pause, for a pending choice
  const [urgentQuery, setUrgentQuery] = useState<string | null>(null);
  const searched = urgentQuery === query ? query : debouncedQuery;
  // still asked for after the field was left, when a choice waits for the answer
  const suggestions = useAirportSuggestions(searched, culture, active || pending !== null);
  const rows = useMemo(
    () =>
      groupLocations((suggestions.data?.result ?? []).filter((o) => !excludeCode || o.code !== excludeCode)),
    [suggestions.data, excludeCode],
  );
  // The list on screen answers what is typed now (not an earlier text still shown while fetching).
  const isCurrent = searched === query && !suggestions.isPlaceholderData && suggestions.isSuccess;

  // The list for an earlier text (shown dimmed while the typed one loads) is not chosen from by the keyboard: its
  // places were not asked for, and the arrows and Enter would take one ("Antalya" typed, Istanbul picked). A tap
  // on one of them is the visitor's own choice of a place they see, and stays.
  const stale = typed && !isCurrent;
  const waitForList = (choice: 'best' | 'clear') => {
    setPending(choice);
    setUrgentQuery(query);
  };

  // how the coming pick was made: Enter on the input, or a pointer on the list
  const pickedByKeyboard = useRef(false);
  const pick = (option: LocationOption) => {
    setPending(null);
    onChange({ code: option.code, label: locationLabel(option) });
    setTyped(false);
    combobox.closeDropdown();
    onPicked?.(option, { byKeyboard: pickedByKeyboard.current });
    pickedByKeyboard.current = false;
  };
  /** The place the text clearly names, taken as the visitor leaves the field (no list was chosen from). */
  const takeClearMatch = (rowsNow: LocationRow[], text: string) => {
    const match = matchTypedText(rowsNow, text);
    if (match) {
      onChange({ code: match.code, label: locationLabel(match) });
      setTyped(false);
    }
  };
  const choose = useRef({ pick, takeClearMatch });
  choose.current = { pick, takeClearMatch };

  // While typing, the best match of the current text is highlighted so Enter takes it; a stale list
  // gets no highlight, so a quick Enter never picks a place the visitor did not ask for.
  const { selectFirstOption, resetSelectedOption } = combobox;
  useEffect(() => {
    if (typed && isCurrent && pending !== null) {
      setPending(null);
      if (pending === 'best' && rows.length > 0) {
        pickedByKeyboard.current = true;
        choose.current.pick(rows[0]!.option);
        return;
      }
      if (pending === 'clear') choose.current.takeClearMatch(rows, query);
    }
    if (typed && isCurrent && rows.length > 0) selectFirstOption();
    else if (typed) resetSelectedOption();
  }, [rows, typed, isCurrent, pending, query, selectFirstOption, resetSelectedOption]);

  const rowsByValue = useMemo(() => new Map(rows.map((row) => [rowValue(row.option), row.option])), [rows]);
  const latest = useRef({ rows, isCurrent, value, typed, query, pending });
  latest.current = { rows, isCurrent, value, typed, query, pending };

  const handleBlur = () => {
    combobox.closeDropdown();
    setActive(false);
    const state = latest.current;
    if (state.typed && !state.value.code && state.query !== '') {
      // the list of the text is here: take the place it clearly names; else once it comes (an Enter waits as it was)
      if (state.isCurrent) takeClearMatch(state.rows, state.value.label);
      else if (state.pending === null) waitForList('clear');
    }
    onBlur?.();
  };

  const showPopular = !typed || query === '';
  const loading = suggestions.isFetching && (!suggestions.data || suggestions.isPlaceholderData);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(selected) => {
        const option = rowsByValue.get(selected);
        if (option) pick(option);
      }}
      position="bottom-start"
      width="target"
      middlewares={{ flip: false, shift: true }}
      shadow="lg"
      radius="md"
      // Only the open list is in the page: both fields share suggestions, and option ids must be unique.
      keepMounted={false}
    >
      <Combobox.Target>
        <TextInput
          ref={inputRef}
          label={label}
          placeholder={t('form.placePlaceholder')}
          value={value.label}
          error={error}
          size={size}
          autoComplete="off"
          spellCheck={false}
          leftSection={<IconMapPin size={18} stroke={1.7} aria-hidden="true" />}
          rightSection={
            loading && active ? (
              <Loader size={16} aria-hidden="true" />
            ) : value.code ? (
              <Badge variant="light" radius="sm" className={classes.codeBadge} aria-hidden="true">
                {value.code}
              </Badge>
            ) : null
          }
          rightSectionWidth={56}
          rightSectionPointerEvents="none"
          data-testid={testId}
          onChange={(event) => {
            setPending(null);
            setTyped(true);
            onChange({ code: '', label: event.currentTarget.value });
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={(event) => {
            setActive(true);
            // Focus moved here by the form (to point at an error): no list over the message.
            if (event.currentTarget.dataset.quietFocus) {
              delete event.currentTarget.dataset.quietFocus;
              return;
            }
            // Typing replaces the chosen place; the whole text is selected for that.
            if (value.code) event.currentTarget.select();
            combobox.openDropdown();
            scrollUpOnPhones(event.currentTarget);
          }}
          onClick={() => combobox.openDropdown()}
          onKeyDownCapture={(event) => {
            pickedByKeyboard.current = event.key === 'Enter';
            // The list shown is an earlier text's: the arrows move through nothing in it, and Enter waits for the
            // typed text's list and takes its best match. Stopped here, before the Combobox acts on the key.
            const { key } = event;
            if (!stale || !combobox.dropdownOpened) return;
            if (key !== 'ArrowDown' && key !== 'ArrowUp' && key !== 'Enter') return;
            event.preventDefault();
            event.stopPropagation();
            if (key === 'Enter' && query !== '') waitForList('best');
          }}
          onKeyDown={(event) => {
            // Enter in an open list picks a place (Combobox handles it) or waits; it never submits the form.
            if (
              event.key === 'Enter' &&
              combobox.dropdownOpened &&
              combobox.getSelectedOptionIndex() === -1
            ) {
              event.preventDefault();
            }
          }}
          onBlur={handleBlur}
        />
      </Combobox.Target>

      <Combobox.Dropdown className={classes.dropdown}>
        {showPopular && rows.length > 0 ? (
          <Combobox.Header>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
              {t('places.popular')}
            </Text>
          </Combobox.Header>
        ) : null}
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }} data-stale={!isCurrent || undefined}>
          {rows.map((row) => (
            <Combobox.Option
              key={rowValue(row.option)}
              value={rowValue(row.option)}
              data-testid={`location-option-${row.option.code}`}
              className={classes.option}
              active={row.option.code === value.code}
            >
              <OptionRow row={row} />
            </Combobox.Option>
          ))}
          {rows.length === 0 ? (
            <Combobox.Empty>
              {suggestions.isError
                ? t('places.loadFailed')
                : loading || !isCurrent
                  ? t('places.loading')
                  : t('places.nothingFound')}
            </Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
