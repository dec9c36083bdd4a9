import { type CalendarStyle, formatCalendarDate } from '@charterdesk/domain';
import { Input, type MantineSize, type ModalProps, Popover, type PopoverProps } from '@mantine/core';
import type { DatePickerProps } from '@mantine/dates';
import { type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { preloadWhenIdle } from '../../lib/preload-when-idle';
import classes from './date-picker-field.module.css';

type Calendar = typeof import('./date-picker-calendar');
type DateValue = string | null;

let calendarModule: Calendar | undefined;
let calendarLoading: Promise<Calendar> | undefined;

/** Fetches the calendar's chunk once; a failed fetch is asked again at the next call. */
function loadCalendar(): Promise<Calendar> {
  calendarLoading ??= import('./date-picker-calendar').then(
    (module) => {
      calendarModule = module;
      return module;
    },
    (error: unknown) => {
      calendarLoading = undefined;
      throw error;
    },
  );
  return calendarLoading;
}

interface CommonProps {
  /** above the field; a field without one is named by `aria-labelledby` */
  label?: string;
  id?: string;
  'aria-labelledby'?: string;
  onBlur?: () => void;
  placeholder: string;
  /** how the field writes a picked day: one of the site's date forms ("10 дек.", "чт, 10 дек.") */
  valueStyle: CalendarStyle;
  locale: string;
  minDate: string;
  maxDate: string;
  error?: string | undefined;
  size?: MantineSize;
  leftSection?: ReactNode;
  className?: string;
  buttonRef?: Ref<HTMLButtonElement> | undefined;
  'data-testid'?: string;
  /** below the field (wide screens) or in a dialog over the page (phones) */
  dropdownType: 'popover' | 'modal';
  popoverProps?: Partial<PopoverProps>;
  modalProps?: Partial<Omit<ModalProps, 'opened' | 'onClose' | 'children'>>;
  /** what the calendar is drawn with (Mantine DatePicker's props) */
  calendarProps?: Pick<DatePickerProps, 'numberOfColumns' | 'columnsToScroll' | 'styles' | 'getDayProps'>;
}

export type DatePickerFieldProps = CommonProps &
  (
    | { type: 'default'; value: DateValue; onChange: (value: DateValue) => void }
    | {
        type: 'range';
        value: [DateValue, DateValue];
        onChange: (value: [DateValue, DateValue]) => void;
        allowSingleDateInRange?: boolean;
        /** between the two days on the field */
        labelSeparator: string;
      }
  );

/**
 * A date field drawn as Mantine's DatePickerInput draws it, whose calendar loads apart: the pages with a search
 * form (the home page, the results) hydrate without the date picker's code, which the browser fetches once the
 * page is idle, or at once when the visitor points at, focuses or taps the field. A field opened before the
 * calendar arrived opens when it does.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  const { label, placeholder, valueStyle, locale, error, size, dropdownType } = props;
  const ownId = useId();
  const id = props.id ?? ownId;
  const [opened, setOpened] = useState(false);
  const [calendar, setCalendar] = useState(calendarModule);
  const [wanted, setWanted] = useState(false);

  useEffect(() => preloadWhenIdle(loadCalendar), []);

  useEffect(() => {
    if (!wanted || calendar) return;
    let live = true;
    loadCalendar().then(
      (module) => {
        if (!live) return;
        setCalendar(module);
        setOpened(true);
        setWanted(false);
      },
      () => live && setWanted(false),
    );
    return () => {
      live = false;
    };
  }, [wanted, calendar]);

  const toggle = () => {
    if (calendar) setOpened((o) => !o);
    else setWanted((w) => !w);
  };
  // the domain's tables, not dayjs: the calendar's date library stays in the calendar's chunk
  const format = (day: string) => formatCalendarDate(day, valueStyle, locale);
  let shown = '';
  if (props.type === 'range') {
    const [start, end] = props.value;
    if (start) shown = `${format(start)} ${props.labelSeparator} ${end ? format(end) : ''}`.trimEnd();
  } else if (props.value) {
    shown = format(props.value);
  }

  // as DatePickerInput: a range left half-picked when the calendar closes is cleared
  const close = () => {
    if (props.type === 'range' && props.value[0] && !props.value[1]) props.onChange([null, null]);
    setOpened(false);
  };
  const picker = calendar ? (
    props.type === 'range' ? (
      <calendar.DatePickerCalendar
        {...props.calendarProps}
        type="range"
        allowSingleDateInRange={props.allowSingleDateInRange ?? false}
        value={props.value}
        onChange={(value) => {
          props.onChange(value);
          if (value[0] && value[1]) setOpened(false);
        }}
        {...calendarSettings(props)}
      />
    ) : (
      <calendar.DatePickerCalendar
        {...props.calendarProps}
        type="default"
        value={props.value}
        onChange={(value) => {
          props.onChange(value);
          setOpened(false);
        }}
        {...calendarSettings(props)}
      />
    )
  ) : null;

  return (
    <>
      {dropdownType === 'modal' && calendar ? (
        <calendar.DatePickerModal {...props.modalProps} opened={opened} onClose={close}>
          {picker}
        </calendar.DatePickerModal>
      ) : null}
      <Input.Wrapper id={id} label={label} error={error} size={size} className={props.className}>
        <Popover
          position="bottom-start"
          opened={opened}
          trapFocus
          returnFocus={false}
          {...props.popoverProps}
          disabled={dropdownType === 'modal'}
          onChange={(next) => {
            if (!next) close();
          }}
        >
          <Popover.Target>
            <Input
              ref={props.buttonRef}
              id={id}
              component="button"
              type="button"
              size={size}
              multiline
              error={Boolean(error)}
              leftSection={props.leftSection}
              onClick={toggle}
              // the calendar's code on its way as soon as the visitor reaches for the field
              onPointerEnter={() => void loadCalendar().catch(() => undefined)}
              onFocus={() => void loadCalendar().catch(() => undefined)}
              onBlur={props.onBlur}
              aria-labelledby={props['aria-labelledby']}
              onTouchStart={() => void loadCalendar().catch(() => undefined)}
              aria-busy={wanted || undefined}
              data-dates-input
              data-testid={props['data-testid']}
              classNames={{ input: classes.input }}
            >
              {shown || <Input.Placeholder error={Boolean(error)}>{placeholder}</Input.Placeholder>}
            </Input>
          </Popover.Target>
          <Popover.Dropdown data-dates-dropdown>{picker}</Popover.Dropdown>
        </Popover>
      </Input.Wrapper>
    </>
  );
}

function calendarSettings(props: DatePickerFieldProps) {
  return {
    locale: props.locale,
    minDate: props.minDate,
    maxDate: props.maxDate,
    size: props.size,
    inPopover: props.dropdownType === 'popover',
  };
}
