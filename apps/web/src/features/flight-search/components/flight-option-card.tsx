import type { FlightOption } from '@charterdesk/domain';
import { Badge, Button, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconCheck,
  IconLuggage,
  IconLuggageOff,
  IconPlaneInflight,
} from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatMoney } from '../../../shared/lib/format-money';
import { useDurationText } from '../../../shared/lib/use-duration-text';
import { adultPrice, airlineColor, arrivalDayOffset, stopoverCodes } from '../lib/flight-format';
import classes from './results.module.css';

export interface FlightOptionCardProps {
  option: FlightOption;
  passengers: number;
  selected: boolean;
  onSelect: (option: FlightOption) => void;
}

function AirlineMark({ code }: { code: string }) {
  return (
    <span className={classes.airlineMark} data-color={airlineColor(code)} aria-hidden="true">
      {code}
    </span>
  );
}

function Endpoint({
  time,
  code,
  name,
  align,
  dayOffset,
}: {
  time: string;
  code: string;
  name: string;
  align: 'start' | 'end';
  dayOffset?: number;
}) {
  const { t } = useTranslation('search');
  return (
    <div className={classes.endpoint} data-align={align}>
      <div className={classes.time}>
        {time}
        {dayOffset ? (
          // the browser's own tooltip: Mantine's would bring floating-ui (~14 kB gzip) into the results page
          <sup
            className={classes.dayOffset}
            title={t('card.nextDayLabel', { count: dayOffset })}
            data-testid="arrival-day-offset"
          >
            {t('card.nextDay', { count: dayOffset })}
            <span className={classes.visuallyHidden}> ({t('card.nextDayLabel', { count: dayOffset })})</span>
          </sup>
        ) : null}
      </div>
      <Text size="sm" className={classes.airport} title={name}>
        <strong>{code}</strong> <span className={classes.airportName}>{name}</span>
      </Text>
    </div>
  );
}

/** One flight of the results: times, route, duration, stops, baggage, badges, prices, select button. */
export const FlightOptionCard = memo(function FlightOptionCard({
  option,
  passengers,
  selected,
  onSelect,
}: FlightOptionCardProps) {
  const { t } = useTranslation('search');
  const culture = useCulture();
  const duration = useDurationText();
  const money = (amount: number) => formatMoney(amount, option.price.currency, culture);
  const total = money(option.price.total);
  const perAdult = adultPrice(option);
  const stops = stopoverCodes(option);
  const dayOffset = arrivalDayOffset(option);

  return (
    <article
      className={classes.card}
      data-selected={selected || undefined}
      data-testid={`flight-option-${option.id}`}
      aria-label={`${option.airlineName} ${option.flightNumber}, ${option.departureHour}–${option.arrivalHour}`}
    >
      <div className={classes.cardMain}>
        <div className={classes.cardHead}>
          <AirlineMark code={option.airlineCode} />
          <div className={classes.airline}>
            <Text fw={600} size="sm" truncate>
              {option.airlineName}
            </Text>
            <Text size="xs" c="dimmed">
              {t('card.flight', { number: option.flightNumber })}
            </Text>
          </div>
          <div className={classes.badges}>
            <Badge size="sm" radius="sm" variant="light" color={option.isCharter ? 'sunset' : 'brand'}>
              {option.isCharter ? t('card.charter') : t('card.scheduled')}
            </Badge>
            <Badge size="sm" radius="sm" variant="outline" color={option.isRefundable ? 'teal.9' : 'gray'}>
              {option.isRefundable ? t('card.refundable') : t('card.nonRefundable')}
            </Badge>
          </div>
        </div>

        <div className={classes.itinerary}>
          <Endpoint
            time={option.departureHour}
            code={option.origin.code}
            name={option.origin.name}
            align="start"
          />
          <div className={classes.path}>
            <Text size="xs" c="dimmed" className={classes.duration}>
              {duration(option.durationMinutes)}
            </Text>
            <div className={classes.line} aria-hidden="true">
              {stops.map((code) => (
                <span key={code} className={classes.stopDot} />
              ))}
              <IconPlaneInflight size={16} className={classes.linePlane} />
            </div>
            <Text size="xs" className={classes.stops} data-direct={option.isDirect || undefined}>
              {option.isDirect
                ? t('card.direct')
                : `${t('card.stops', { count: option.stops })} · ${t('card.via', { airports: stops.join(', ') })}`}
            </Text>
          </div>
          <Endpoint
            time={option.arrivalHour}
            code={option.destination.code}
            name={option.destination.name}
            align="end"
            dayOffset={dayOffset}
          />
        </div>

        <div className={classes.facts}>
          <span className={classes.fact} data-off={option.baggageKg <= 0 || undefined}>
            {option.baggageKg > 0 ? (
              <IconLuggage size={16} aria-hidden="true" />
            ) : (
              <IconLuggageOff size={16} aria-hidden="true" />
            )}
            {option.baggageKg > 0 ? t('card.baggage', { kg: option.baggageKg }) : t('card.noBaggage')}
          </span>
          <span className={classes.fact} data-off={option.handBaggageKg <= 0 || undefined}>
            <IconBriefcase size={16} aria-hidden="true" />
            {option.handBaggageKg > 0
              ? t('card.handBaggage', { kg: option.handBaggageKg })
              : t('card.noHandBaggage')}
          </span>
          {option.seatsLeft ? (
            <span className={classes.seatsLeft} data-testid="seats-left">
              {t('card.seatsLeft', { count: option.seatsLeft })}
            </span>
          ) : null}
        </div>
      </div>

      <div className={classes.cardPrice}>
        <div className={classes.priceBlock}>
          <div className={classes.price} data-testid="option-price">
            {total}
          </div>
          {passengers > 1 ? (
            <Text size="xs" c="dimmed">
              {t('card.totalFor', { count: passengers })}
            </Text>
          ) : null}
          {perAdult !== null && passengers > 1 ? (
            <Text size="xs" c="dimmed">
              {t('card.perAdult', { price: money(perAdult) })}
            </Text>
          ) : null}
        </div>
        <Button
          onClick={() => onSelect(option)}
          variant={selected ? 'filled' : 'light'}
          color={selected ? 'teal' : 'brand'}
          leftSection={selected ? <IconCheck size={16} aria-hidden="true" /> : null}
          aria-pressed={selected}
          // the visible word (Select / Selected) starts the name, so speech users can say what they see
          aria-label={t(selected ? 'card.selectedLabel' : 'card.selectLabel', {
            number: option.flightNumber,
            time: `${option.departureHour}–${option.arrivalHour}`,
            price: total,
          })}
          data-testid={`select-${option.id}`}
          className={classes.selectButton}
        >
          {selected ? t('card.selected') : t('card.select')}
        </Button>
      </div>
    </article>
  );
});
