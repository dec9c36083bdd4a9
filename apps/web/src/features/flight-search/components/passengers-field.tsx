import { type PassengerCounts, passengerCountProblems } from '@charterdesk/domain';
import { ActionIcon, Button, Group, Input, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconMinus, IconPlus, IconUsers } from '@tabler/icons-react';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { domainMessage } from '../../../shared/i18n/domain-texts';
import { useCulture } from '../../../shared/i18n/use-culture';
import {
  activeLimits,
  checkStep,
  PASSENGER_KINDS,
  type PassengerKind,
  totalPassengers,
} from '../lib/passengers';
import classes from './flight-search-form.module.css';

export interface PassengersFieldProps {
  value: PassengerCounts;
  onChange: (value: PassengerCounts) => void;
  error?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  size?: 'sm' | 'md';
}

const HINT_KEYS = {
  adults: 'passengers.adultsHint',
  children: 'passengers.childrenHint',
  infants: 'passengers.infantsHint',
} as const;

function Stepper({
  kind,
  counts,
  onChange,
}: {
  kind: PassengerKind;
  counts: PassengerCounts;
  onChange: (value: PassengerCounts) => void;
}) {
  const { t } = useTranslation('search');
  const labelId = useId();
  const minus = checkStep(counts, kind, -1);
  const plus = checkStep(counts, kind, 1);
  const step = (delta: 1 | -1) => onChange({ ...counts, [kind]: counts[kind] + delta });
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" role="group" aria-labelledby={labelId}>
      <div>
        <Text id={labelId} fw={600} size="sm">
          {t(`passengers.${kind}`)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(HINT_KEYS[kind])}
        </Text>
      </div>
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          radius="xl"
          size={34}
          onClick={() => step(-1)}
          disabled={!minus.allowed}
          aria-label={t(`passengers.remove.${kind}`)}
          data-testid={`passengers-${kind}-minus`}
        >
          <IconMinus size={16} aria-hidden="true" />
        </ActionIcon>
        <Text
          w={28}
          ta="center"
          fw={700}
          aria-live="polite"
          data-testid={`passengers-${kind}-count`}
          className={classes.stepperValue}
        >
          {counts[kind]}
        </Text>
        <ActionIcon
          variant="default"
          radius="xl"
          size={34}
          onClick={() => step(1)}
          disabled={!plus.allowed}
          aria-label={t(`passengers.add.${kind}`)}
          data-testid={`passengers-${kind}-plus`}
        >
          <IconPlus size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/**
 * Adults 12+, children 2–11, infants under 2 on a lap. The steppers enforce the shared passenger rules
 * as the visitor clicks: a step that would break one is disabled and the rule is shown.
 */
export function PassengersField({ value, onChange, error, buttonRef, size = 'md' }: PassengersFieldProps) {
  const { t } = useTranslation('search');
  const culture = useCulture();
  const [opened, setOpened] = useState(false);
  const id = useId();
  const limits = activeLimits(value);
  const problems = passengerCountProblems(value).map((p) => p.key);
  const ruleText = (key: string) => domainMessage(culture, key);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="lg"
      radius="md"
      width={320}
      trapFocus
      returnFocus
      withRoles={false}
      middlewares={{ flip: false, shift: true }}
    >
      <Popover.Target>
        {/* the wrapper gives its id to the button inside (and its label's `for`): one id for both */}
        <Input.Wrapper id={id} label={t('form.passengers')} error={error} size={size}>
          <Input
            ref={buttonRef}
            id={id}
            component="button"
            type="button"
            size={size}
            pointer
            error={Boolean(error)}
            leftSection={<IconUsers size={18} stroke={1.7} aria-hidden="true" />}
            onClick={() => setOpened((o) => !o)}
            aria-haspopup="dialog"
            aria-expanded={opened}
            data-testid="search-passengers"
            className={classes.passengersButton}
          >
            {t('passengers.count', { count: totalPassengers(value) })}
          </Input>
        </Input.Wrapper>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('form.passengers')} role="dialog">
        <Stack gap="md">
          {PASSENGER_KINDS.map((kind) => (
            <Stepper key={kind} kind={kind} counts={value} onChange={onChange} />
          ))}
          {limits.length || problems.length ? (
            <Stack gap={6} data-testid="passengers-rules">
              {[...new Set([...problems, ...limits])]
                .filter((key) => key !== 'Flight.AtLeastOnePassenger' || problems.includes(key))
                .map((key) => (
                  <Group key={key} gap={6} wrap="nowrap" align="flex-start">
                    <IconInfoCircle
                      size={16}
                      className={classes.ruleIcon}
                      data-problem={problems.includes(key) || undefined}
                      aria-hidden="true"
                    />
                    <Text size="xs" c={problems.includes(key) ? 'red.7' : 'dimmed'} lh={1.4}>
                      {ruleText(key)}
                    </Text>
                  </Group>
                ))}
            </Stack>
          ) : null}
          <Button onClick={() => setOpened(false)} fullWidth variant="light">
            {t('passengers.done')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
