import { describe, expect, it } from 'vitest';
import { toFormValues, toSaveInput } from './settings-values';

const spec = {
  fields: [
    { name: 'provider', type: 'select' },
    { name: 'apiLogin', type: 'text' },
    { name: 'apiKey', type: 'secret' },
  ],
};

describe('settings values', () => {
  it('never puts a secret into the form, and leaves the has* flags out', () => {
    expect(toFormValues(spec, { provider: 'smsc', apiLogin: 'agency', hasApiKey: true })).toEqual({
      provider: 'smsc',
      apiLogin: 'agency',
      apiKey: '',
    });
  });

  it('leaves an empty secret out of the save (keep the stored one) and sends a typed one', () => {
    expect(toSaveInput(spec, { provider: 'smsc', apiLogin: '', apiKey: '' })).toEqual({
      provider: 'smsc',
      apiLogin: '',
    });
    expect(toSaveInput(spec, { provider: 'smsc', apiLogin: '', apiKey: 'new-key' })).toMatchObject({
      apiKey: 'new-key',
    });
  });
});
