import {
  COMING_SOON_PRODUCTS,
  type ComingSoonProduct,
  type ContactResult,
  isMessageKey,
  MESSAGES,
  subscribeComingSoonInputSchema,
} from '@charterdesk/domain';
import { Badge, Button, Card, Group, SimpleGrid, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconHome2, IconPlaneTilt } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';
import { useCulture } from '../../shared/i18n/use-culture';

const ICONS = { hotels: IconBuildingSkyscraper, villas: IconHome2, vip: IconPlaneTilt } as const;

/** The e-mail's first error in the culture, or undefined when it is a valid address. */
export function subscribeEmailError(email: string, culture: keyof typeof MESSAGES): string | undefined {
  const result = subscribeComingSoonInputSchema.shape.email.safeParse(email);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message ?? 'Validation.Email';
  return MESSAGES[culture][
    email.trim() === '' ? 'Validation.Required' : isMessageKey(message) ? message : 'Validation.Email'
  ];
}

function ComingSoonCard({ product }: { product: ComingSoonProduct }) {
  const { t } = useTranslation('home');
  const culture = useCulture();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const subscribe = useMutation({
    mutationFn: (input: { email: string; product: ComingSoonProduct }) =>
      apiClient.post<ContactResult>('/api/services/app/Contact/SubscribeComingSoon', input, { silent: true }),
    onError: (e) =>
      setError(
        isApiError(e)
          ? (e.validationErrors[0]?.message ?? [e.message, e.details].filter(Boolean).join(' '))
          : MESSAGES[culture]['Abp.InternalError'],
      ),
  });
  const Icon = ICONS[product];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = subscribeEmailError(email, culture);
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
        <form noValidate onSubmit={submit}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              type="email"
              autoComplete="email"
              aria-label={t('comingSoon.emailLabel')}
              placeholder={t('comingSoon.emailLabel')}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
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
        {COMING_SOON_PRODUCTS.map((product) => (
          <ComingSoonCard key={product} product={product} />
        ))}
      </SimpleGrid>
    </section>
  );
}
