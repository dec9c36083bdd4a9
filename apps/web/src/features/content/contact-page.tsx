import {
  CONTACT_MESSAGE_MAX,
  type ContactMessage,
  type ContactResult,
  contactMessageInputSchema,
} from '@charterdesk/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Grid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAgencyInfo } from '../../shared/api/agency-info';
import { apiClient } from '../../shared/api/api-client';
import { presentApiError } from '../../shared/api/present-api-error';
import { domainErrorMap } from '../../shared/i18n/domain-error-map';
import { useCulture } from '../../shared/i18n/use-culture';
import { SimplePage } from '../../shared/ui/simple-page';
import {
  type ContactFormValues,
  contactErrorText,
  EMPTY_CONTACT_FORM,
  mapContactError,
} from './contact-form';

/** /contact: the contact form (spec §2), checked with the server's schema in the browser too. */
export function ContactPage() {
  const { t } = useTranslation('pages');
  const culture = useCulture();
  const { data: agency } = useAgencyInfo();
  const resolver = useMemo(
    () =>
      zodResolver(contactMessageInputSchema, { error: domainErrorMap(culture) }) as unknown as Resolver<
        ContactFormValues,
        unknown,
        ContactMessage
      >,
    [culture],
  );
  const form = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver,
    defaultValues: EMPTY_CONTACT_FORM,
  });
  const send = useMutation({
    mutationFn: (input: ContactMessage) =>
      apiClient.post<ContactResult>('/api/services/app/Contact/Send', input, { silent: true }),
    onError: (error) => {
      const mapped = mapContactError(error);
      if (mapped.unhandled) presentApiError(error);
      mapped.fieldErrors.forEach(({ field, message }, i) => {
        form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 });
      });
    },
  });
  const formMessages = send.error ? mapContactError(send.error).formMessages : [];
  const errors = form.formState.errors;
  const err = (field: keyof ContactFormValues) => contactErrorText(culture, errors[field]?.message);
  const messageLength = form.watch('message').length;

  return (
    <SimplePage titleKey="pages:contact.title" introKey="pages:contact.intro">
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {send.isSuccess ? (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck aria-hidden="true" />}
              title={t('contact.sentTitle')}
              data-testid="contact-thank-you"
              role="status"
            >
              <Stack gap="sm" align="flex-start">
                <Text>{send.data.message}</Text>
                <Button
                  variant="subtle"
                  onClick={() => {
                    form.reset(EMPTY_CONTACT_FORM);
                    send.reset();
                  }}
                >
                  {t('contact.another')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <form
              noValidate
              data-testid="contact-form"
              onSubmit={form.handleSubmit((values) => send.mutate(values))}
            >
              <Stack gap="md">
                {formMessages.length > 0 ? (
                  <Alert color="red" variant="light" role="alert" data-testid="contact-form-error">
                    {formMessages.map((m) => (
                      <Text key={m} size="sm">
                        {m}
                      </Text>
                    ))}
                  </Alert>
                ) : null}
                <Grid gutter="md">
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      label={t('contact.name')}
                      withAsterisk
                      autoComplete="name"
                      data-testid="contact-name"
                      error={err('name')}
                      {...form.register('name')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      label={t('contact.email')}
                      withAsterisk
                      type="email"
                      autoComplete="email"
                      data-testid="contact-email"
                      error={err('email')}
                      {...form.register('email')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      label={t('contact.phone')}
                      description={t('contact.optional')}
                      type="tel"
                      autoComplete="tel"
                      data-testid="contact-phone"
                      error={err('phone')}
                      {...form.register('phone')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      label={t('contact.subject')}
                      withAsterisk
                      data-testid="contact-subject"
                      error={err('subject')}
                      {...form.register('subject')}
                    />
                  </Grid.Col>
                </Grid>
                <Textarea
                  label={t('contact.message')}
                  withAsterisk
                  autosize
                  minRows={5}
                  maxRows={14}
                  data-testid="contact-message"
                  description={t('contact.counter', { length: messageLength, max: CONTACT_MESSAGE_MAX })}
                  error={err('message')}
                  {...form.register('message')}
                />
                <Button
                  type="submit"
                  size="md"
                  loading={send.isPending}
                  data-testid="contact-submit"
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('contact.send')}
                </Button>
              </Stack>
            </form>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="lg" padding="lg" data-testid="contact-details">
            <Stack gap={6}>
              <Text fw={600}>{agency?.brandName ?? ''}</Text>
              {agency?.address ? <Text size="sm">{agency.address}</Text> : null}
              {agency?.phone ? <Text size="sm">{agency.phone}</Text> : null}
              {agency?.email ? <Text size="sm">{agency.email}</Text> : null}
              <Text size="sm" c="dimmed">
                {t('contact.support')}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </SimplePage>
  );
}
