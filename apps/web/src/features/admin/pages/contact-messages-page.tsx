import type { ContactMessageListItem } from '@charterdesk/domain';
import { Anchor, Button, Divider, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contactMessageQueryOptions, contactMessagesQueryOptions } from '../api/back-office';
import { DateField } from '../components/date-field';
import { ListTable, ListToolbar, SearchBox } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, PageLoading, QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { useFilteredListState } from '../lib/filtered-list';
import { formatDateTime } from '../lib/format';
import { formatSort, skipCount } from '../lib/list-params';

const SORT_COLUMNS = ['CreationTime', 'Name', 'Email', 'Subject'] as const;
const EXTRA = ['from', 'to'] as const;

/** Messages sent with the contact form: searchable table and the full message in a drawer. */
export function ContactMessagesPage() {
  const { t, culture } = useAdminT();
  const [state, update] = useFilteredListState(SORT_COLUMNS, EXTRA);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(
    contactMessagesQueryOptions({
      keyword: state.keyword,
      from: state.from,
      to: state.to,
      sorting: formatSort(state.sort),
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  return (
    <>
      <AdminPageHeader title={t('nav.contactMessages')} />
      <ListToolbar align="flex-end">
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => update({ keyword })}
          placeholder={t('contactMessages.searchPlaceholder')}
          testId="admin-messages-search"
        />
        <DateField
          label={t('contactMessages.from')}
          value={state.from}
          onChange={(from) => update({ from })}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
          testId="admin-messages-from"
        />
        <DateField
          label={t('contactMessages.to')}
          value={state.to}
          onChange={(to) => update({ to })}
          minDate={state.from || undefined}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
          testId="admin-messages-to"
        />
      </ListToolbar>
      <ListTable
        query={list}
        state={state}
        onChange={update}
        columns={[
          { label: t('contactMessages.time'), sort: 'CreationTime' },
          { label: t('contactMessages.name'), sort: 'Name' },
          { label: t('contactMessages.subject'), sort: 'Subject' },
          { label: t('contactMessages.language') },
        ]}
        minWidth={820}
        testId="admin-messages-table"
      >
        {(m: ContactMessageListItem) => (
          <Table.Tr key={m.id} data-testid={`admin-message-row-${m.id}`}>
            <Table.Td c="dimmed" className={listClasses.nowrap}>
              {formatDateTime(m.creationTime, culture)}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{m.name}</Text>
              <Text size="xs" c="dimmed">
                {m.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <Anchor
                component="button"
                type="button"
                onClick={() => setOpenId(m.id)}
                aria-label={t('contactMessages.open', { subject: m.subject })}
                fw={600}
                size="sm"
              >
                {m.subject}
              </Anchor>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {m.preview}
              </Text>
            </Table.Td>
            <Table.Td>{m.culture.toUpperCase()}</Table.Td>
          </Table.Tr>
        )}
      </ListTable>
      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size="lg"
        title={t('contactMessages.message')}
      >
        {openId !== null ? <MessageDetail id={openId} /> : null}
      </Drawer>
    </>
  );
}

function MessageDetail({ id }: { id: number }) {
  const { t, culture } = useAdminT();
  const query = useQuery(contactMessageQueryOptions(id));
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoading py={24} />;
  const m = query.data;
  const mailto = `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(
    t('contactMessages.replySubject', { subject: m.subject }),
  )}`;
  const row = (label: string, value: string) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110}>
        {label}
      </Text>
      <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack data-testid="admin-message-detail">
      <Text fw={700} size="lg">
        {m.subject}
      </Text>
      {row(t('contactMessages.name'), m.name)}
      {row(t('contactMessages.email'), m.email)}
      {row(t('contactMessages.phone'), m.phone ?? '—')}
      {row(t('contactMessages.time'), formatDateTime(m.creationTime, culture))}
      {row(t('contactMessages.language'), m.culture.toUpperCase())}
      <Divider />
      <Text
        size="sm"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="admin-message-text"
      >
        {m.message}
      </Text>
      <Group>
        <Button
          component="a"
          href={mailto}
          leftSection={<IconMail size={16} />}
          data-testid="admin-message-reply"
        >
          {t('contactMessages.reply')}
        </Button>
      </Group>
    </Stack>
  );
}
