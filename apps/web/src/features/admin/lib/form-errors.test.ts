import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { errorText, mapServerError, memberToField } from './form-errors';

const FIELDS = ['userName', 'emailAddress', 'domains'] as const;

const server = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'server', status, code: 0, message: 'Refused', ...extra });

describe('memberToField', () => {
  it('matches camelCase, PascalCase, nested and indexed members', () => {
    expect(memberToField('emailAddress', FIELDS)).toBe('emailAddress');
    expect(memberToField('EmailAddress', FIELDS)).toBe('emailAddress');
    expect(memberToField('input.userName', FIELDS)).toBe('userName');
    expect(memberToField('domains.2', FIELDS)).toBe('domains');
    expect(memberToField('password', FIELDS)).toBeUndefined();
  });
});

describe('mapServerError', () => {
  it('puts 400 validation errors next to their fields and the rest atop the form', () => {
    const error = server(400, {
      message: 'Your request is not valid!',
      validationErrors: [
        { message: 'Enter a valid e-mail address', members: ['emailAddress'] },
        { message: 'Second message for the same field', members: ['emailAddress'] },
        { message: 'Something about the whole form', members: [] },
      ],
    });
    expect(mapServerError(error, FIELDS)).toEqual({
      kind: 'validation',
      fieldErrors: [{ field: 'emailAddress', message: 'Enter a valid e-mail address' }],
      formMessages: ['Something about the whole form'],
    });
  });

  it('shows a business refusal (409/422) in the form, at its field when the key is known', () => {
    const duplicate = server(409, {
      key: 'identity.duplicate_user_name',
      message: 'The user name ivan is taken',
    });
    expect(mapServerError(duplicate, FIELDS, { 'identity.duplicate_user_name': 'userName' })).toEqual({
      kind: 'business',
      fieldErrors: [{ field: 'userName', message: 'The user name ivan is taken' }],
      formMessages: [],
    });
    const other = server(422, { key: 'identity.static_role', message: 'Built-in', details: 'Cannot' });
    expect(mapServerError(other, FIELDS)).toEqual({
      kind: 'business',
      fieldErrors: [],
      formMessages: ['Built-in', 'Cannot'],
    });
    expect(mapServerError(server(429, { details: 'Wait 30 s' }), FIELDS).formMessages).toEqual([
      'Refused',
      'Wait 30 s',
    ]);
  });

  it('recognizes 401 and 403', () => {
    expect(mapServerError(server(401, { details: 'Invalid user name or password' }), FIELDS)).toEqual({
      kind: 'unauthorized',
      fieldErrors: [],
      formMessages: ['Refused', 'Invalid user name or password'],
    });
    expect(mapServerError(server(403), FIELDS).kind).toBe('forbidden');
  });

  it('leaves network failures, faults and foreign errors to the error dialog', () => {
    expect(mapServerError(new ApiError({ kind: 'network', message: 'x' }), FIELDS).kind).toBe('other');
    expect(mapServerError(server(500), FIELDS).kind).toBe('other');
    expect(mapServerError(new ApiError({ kind: 'server', status: 502, message: 'x' }), FIELDS).kind).toBe(
      'other',
    );
    expect(mapServerError(new TypeError('x'), FIELDS).kind).toBe('other');
  });
});

describe('errorText', () => {
  const t = (key: string) => `[${key}]`;
  it('translates domain message keys and admin keys, and passes other texts through', () => {
    expect(errorText('ru', t, 'Validation.Email')).toBe('Введите корректный адрес электронной почты');
    expect(errorText('en', t, 'admin:validation.passwordsDiffer')).toBe('[validation.passwordsDiffer]');
    expect(errorText('tr', t, 'Server said so')).toBe('Server said so');
    expect(errorText('ru', t, undefined)).toBeUndefined();
  });
});
