import { SURVEY_REASONS, SURVEY_TEXT_MAX, type SurveyReason } from '@charterdesk/domain';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../api/api-client';

/** The question AbandonSurvey asks when the visitor leaves (see there), loaded when it is asked. */
export default function AbandonSurveyDialog({
  searchId,
  onLeave,
  onStay,
}: {
  searchId?: string | undefined;
  /** on to where the visitor was going (answered or not) */
  onLeave: () => void;
  /** back to the booking */
  onStay: () => void;
}) {
  const { t } = useTranslation('booking');
  const [reason, setReason] = useState<SurveyReason | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!reason) return;
    setBusy(true);
    try {
      await apiClient.post(
        '/api/services/app/Survey/Save',
        {
          reason,
          ...(text.trim() ? { text: text.trim() } : {}),
          ...(searchId && /^[0-9a-f-]{36}$/.test(searchId) ? { searchId } : {}),
        },
        { silent: true },
      );
    } catch {
      // an unsent answer must never keep the visitor on the page
    } finally {
      setBusy(false);
      onLeave();
    }
  };

  return (
    <Modal
      opened
      onClose={onStay}
      title={t('survey.title')}
      centered
      radius="md"
      data-testid="abandon-survey"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('survey.intro')}
        </Text>
        <Radio.Group value={reason} onChange={(v) => setReason(v as SurveyReason)}>
          <Stack gap={8}>
            {SURVEY_REASONS.map((r) => (
              <Radio key={r} value={r} label={t(`survey.reasons.${r}`)} data-testid={`survey-reason-${r}`} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'other' ? (
          <Textarea
            label={t('survey.otherLabel')}
            placeholder={t('survey.otherPlaceholder')}
            maxLength={SURVEY_TEXT_MAX}
            autosize
            minRows={3}
            // it grows with the text up to here, then scrolls: the buttons below stay on a phone's screen
            maxRows={6}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            description={`${text.length} / ${SURVEY_TEXT_MAX}`}
            data-testid="survey-text"
          />
        ) : null}
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" onClick={onLeave} data-testid="survey-skip">
            {t('survey.skip')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onStay}>
              {t('survey.stay')}
            </Button>
            <Button
              onClick={send}
              loading={busy}
              disabled={!reason || (reason === 'other' && !text.trim())}
              data-testid="survey-send"
            >
              {t('survey.send')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
