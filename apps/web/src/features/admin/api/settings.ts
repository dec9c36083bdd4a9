import type {
  emailSettingsInputSchema,
  emailSettingsSchema,
  mapSettingsInputSchema,
  mapSettingsSchema,
  paymentSettingsInputSchema,
  paymentSettingsSchema,
  SettingKind,
  smsSettingsInputSchema,
  smsSettingsSchema,
} from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

const SETTING = '/api/services/app/Setting';

/** What Get{Kind}Settings answers (secrets only as has* flags) and what Save{Kind}Settings takes. */
export interface SettingsShapes {
  Sms: { read: z.output<typeof smsSettingsSchema>; save: z.output<typeof smsSettingsInputSchema> };
  Email: { read: z.output<typeof emailSettingsSchema>; save: z.output<typeof emailSettingsInputSchema> };
  Payment: {
    read: z.output<typeof paymentSettingsSchema>;
    save: z.output<typeof paymentSettingsInputSchema>;
  };
  Map: { read: z.output<typeof mapSettingsSchema>; save: z.output<typeof mapSettingsInputSchema> };
}

export const settingsQueryOptions = <K extends SettingKind>(kind: K) =>
  queryOptions({
    queryKey: ['admin', 'settings', kind] as const,
    queryFn: ({ signal }) =>
      apiClient.get<SettingsShapes[K]['read']>(`${SETTING}/Get${kind}Settings`, { silent: true, signal }),
    staleTime: 0,
  });

/** An empty (left out) secret keeps the stored one. */
export const saveSettings = <K extends SettingKind>(kind: K, values: SettingsShapes[K]['save']) =>
  apiClient.post<SettingsShapes[K]['read']>(`${SETTING}/Save${kind}Settings`, values, { silent: true });
