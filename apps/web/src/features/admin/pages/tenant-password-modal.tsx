import type { TenantDto } from '@charterdesk/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useAdminT } from '../lib/admin-i18n';

/** The new site variant's admin password: answered once by the server, never shown again. */
export function TenantPasswordModal({
  tenant,
  password,
  onClose,
}: {
  tenant: TenantDto;
  password: string;
  onClose: () => void;
}) {
  const { t } = useAdminT();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tenants.passwordTitle')}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      data-testid="admin-tenant-password"
    >
      <Stack>
        <Text size="sm">
          {t('tenants.passwordIntro', { name: tenant.name, tenancyName: tenant.tenancyName })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code
            block
            style={{ flex: 1, fontSize: 18, letterSpacing: 1 }}
            data-testid="admin-tenant-password-value"
          >
            {password}
          </Code>
          <CopyButton value={password} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('common.copied') : t('common.copy')} withArrow>
                <ActionIcon
                  size="lg"
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'green' : 'brand'}
                  onClick={copy}
                  aria-label={t('common.copy')}
                  data-testid="admin-tenant-password-copy"
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle />}
          title={t('tenants.passwordWarningTitle')}
        >
          {t('tenants.passwordWarning')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="admin-tenant-password-done">
            {t('tenants.passwordDone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
