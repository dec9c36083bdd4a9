/** A settings field as far as reading and saving go; secrets are write-only. */
export interface SettingsFieldShape {
  name: string;
  type: string;
}

/** Form values from what Get{Kind}Settings answered: the has* flags stay out, secrets start empty. */
export function toFormValues(
  spec: { fields: readonly SettingsFieldShape[] },
  read: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of spec.fields) values[field.name] = field.type === 'secret' ? '' : read[field.name];
  return values;
}

/** What Save{Kind}Settings gets: an empty secret is left out, so the stored one stays. */
export function toSaveInput(
  spec: { fields: readonly SettingsFieldShape[] },
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const input = { ...values };
  for (const field of spec.fields) {
    if (field.type === 'secret' && !input[field.name]) delete input[field.name];
  }
  return input;
}
