import type { ComingSoonProduct, ContactResult } from '@charterdesk/domain';
import { Badge, Button, Card, Group, SimpleGrid, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconHome2, IconPlaneTilt } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';
import { useCulture } from '../../shared/i18n/use-culture';

const loadChecks = async () => {
  const [checks] = await Promise.all([
    import('./coming-soon-email'),
    import('../../shared/i18n/domain-texts').then((texts) => texts.loadDomainTexts()),
  ]);
  return checks;
};

/**
 * COMING_SOON_PRODUCTS of the domain, spelt out: importing it would bring its module's zod schemas into
 * the home page (coming-soon.test.ts keeps the two lists equal).
 */
export const PRODUCTS = ['hotels', 'villas', 'vip'] as const satisfies readonly ComingSoonProduct[];

const ICONS = { hotels: IconBuildingSkyscraper, villas: IconHome2, vip: IconPlaneTilt } as const;

function ComingSoonCard({ product }: { product: ComingSoonProduct }) {
  const { t } = useTranslation('home');
  const culture = useCulture();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const subscribe = useMutation({
    mutationFn: (input: { email: string; product: ComingSoonProduct }) =>
      apiClient.post<ContactResult>('/api/services/app/Contact/SubscribeComingSoon', input, { silent: true }),
    onError: async (e) =>
      setError(
        isApiError(e)
          ? (e.validationErrors[0]?.message ?? [e.message, e.details].filter(Boolean).join(' '))
          : (await loadChecks()).internalErrorText(culture),
      ),
  });
  const Icon = ICONS[product];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = (await loadChecks()).subscribeEmailError(email, culture);
    setError(problem);
    if (!problem) subscribe.mutate({ email: email.trim(), product });
  };
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`coming-soon-${product}`}>
      <Group justify="space-between" mb="sm">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={24} aria-hidden="true" />
        </ThemeIcon>
        <Badge variant="light" color="sunset">
          {t('comingSoon.badge')}
        </Badge>
      </Group>
      <Title order={3} size="h4" mb={6}>
        {t(`comingSoon.${product}.title`)}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t(`comingSoon.${product}.text`)}
      </Text>
      {subscribe.isSuccess ? (
        <Text size="sm" c="teal.8" role="status" data-testid={`coming-soon-${product}-done`}>
          {subscribe.data.message}
        </Text>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              type="email"
              autoComplete="email"
              aria-label={t('comingSoon.emailLabel')}
              placeholder={t('comingSoon.emailLabel')}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              onFocus={() => void loadChecks()}
              error={error}
              style={{ flex: 1 }}
              data-testid={`coming-soon-${product}-email`}
            />
            <Button type="submit" variant="light" loading={subscribe.isPending}>
              {t('comingSoon.notify')}
            </Button>
          </Group>
        </form>
      )}
    </Card>
  );
}

export function ComingSoon({ className }: { className?: string }) {
  const { t } = useTranslation('home');
  return (
    <section className={className} aria-labelledby="coming-soon-title" data-testid="home-coming-soon">
      <Title order={2} id="coming-soon-title" mb="lg">
        {t('comingSoon.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PRODUCTS.map((product) => (
          <ComingSoonCard key={product} product={product} />
        ))}
      </SimpleGrid>
    </section>
  );
}
