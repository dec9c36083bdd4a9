import { SURVEY_REASONS } from '@charterdesk/domain';
import { Group, Paper, Progress, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { surveyAnswersQueryOptions, surveySummaryQueryOptions } from '../api/back-office';
import { DateField } from '../components/date-field';
import { ListTable, ListToolbar } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, PageLoading, QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { useFilteredListState } from '../lib/filtered-list';
import { formatDateTime } from '../lib/format';
import { formatSort, skipCount } from '../lib/list-params';

const SORT_COLUMNS = ['CreationTime', 'Reason'] as const;
const EXTRA = ['reason', 'from', 'to'] as const;

/** Why visitors left the booking page: counts per reason for a period, and the answers with their text. */
export function SurveyAnswersPage() {
  const { t, culture } = useAdminT();
  const [state, update] = useFilteredListState(SORT_COLUMNS, EXTRA);
  const period = { from: state.from, to: state.to };
  const summary = useQuery(surveySummaryQueryOptions(period));
  const list = useQuery(
    surveyAnswersQueryOptions({
      ...period,
      reason: state.reason,
      sorting: formatSort(state.sort),
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  const reasonLabel = (r: string) => t(`surveyAnswers.reasons.${r as (typeof SURVEY_REASONS)[number]}`);
  return (
    <>
      <AdminPageHeader title={t('nav.surveyAnswers')} />
      <ListToolbar>
        <DateField
          label={t('surveyAnswers.from')}
          value={state.from}
          onChange={(from) => update({ from })}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
          testId="admin-survey-from"
        />
        <DateField
          label={t('surveyAnswers.to')}
          value={state.to}
          onChange={(to) => update({ to })}
          minDate={state.from || undefined}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
          testId="admin-survey-to"
        />
        <Select
          label={t('surveyAnswers.reason')}
          data={[
            { value: '', label: t('surveyAnswers.allReasons') },
            ...SURVEY_REASONS.map((r) => ({ value: r, label: reasonLabel(r) })),
          ]}
          value={state.reason}
          onChange={(v) => update({ reason: v ?? '' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 320 }}
          data-testid="admin-survey-reason"
        />
      </ListToolbar>
      <Paper withBorder radius="lg" p="md" mb="md" data-testid="admin-survey-summary">
        {summary.isError && !summary.data ? (
          <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
        ) : !summary.data ? (
          <PageLoading py={24} />
        ) : (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('surveyAnswers.summary')}</Text>
              <Text size="sm" c="dimmed">
                {t('surveyAnswers.total', { count: summary.data.total })}
              </Text>
            </Group>
            {summary.data.total === 0 ? (
              <Text size="sm" c="dimmed" py="xs" data-testid="admin-survey-no-answers">
                {t('surveyAnswers.noAnswers')}
              </Text>
            ) : (
              summary.data.items.map((item) => {
                const percent = Math.round((item.count / summary.data.total) * 100);
                return (
                  <div key={item.reason}>
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <Text size="sm">{reasonLabel(item.reason)}</Text>
                      <Text
                        size="sm"
                        c="dimmed"
                        className={listClasses.nowrap}
                        data-testid={`admin-survey-count-${item.reason}`}
                      >
                        {t('surveyAnswers.answers', { count: item.count })} ·{' '}
                        {t('surveyAnswers.share', { percent })}
                      </Text>
                    </Group>
                    <Progress value={percent} size="md" mt={4} aria-label={reasonLabel(item.reason)} />
                  </div>
                );
              })
            )}
          </Stack>
        )}
      </Paper>
      <ListTable
        query={list}
        state={state}
        onChange={update}
        columns={[
          { label: t('surveyAnswers.time'), sort: 'CreationTime' },
          { label: t('surveyAnswers.reason'), sort: 'Reason' },
          { label: t('surveyAnswers.text') },
          { label: t('surveyAnswers.language') },
        ]}
        minWidth={720}
        testId="admin-survey-table"
        highlightOnHover={false}
      >
        {(a) => (
          <Table.Tr key={a.id}>
            <Table.Td c="dimmed" className={listClasses.nowrap}>
              {formatDateTime(a.creationTime, culture)}
            </Table.Td>
            <Table.Td>{reasonLabel(a.reason)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{a.text ?? '—'}</Table.Td>
            <Table.Td>{a.culture.toUpperCase()}</Table.Td>
          </Table.Tr>
        )}
      </ListTable>
    </>
  );
}
