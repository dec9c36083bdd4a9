import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { contactErrorText, mapContactError } from './contact-form';

describe('mapContactError', () => {
  it('puts validation errors next to their fields and the rest atop the form', () => {
    const error = new ApiError({
      kind: 'server',
      status: 400,
      code: 0,
      message: 'Ваш запрос некорректен!',
      validationErrors: [
        { message: 'Введите корректный адрес электронной почты', members: ['email'] },
        { message: 'Это поле обязательно к заполнению', members: ['Name'] },
        { message: 'second for email', members: ['email'] },
        { message: 'whole form', members: [] },
      ],
    });
    expect(mapContactError(error)).toEqual({
      fieldErrors: [
        { field: 'email', message: 'Введите корректный адрес электронной почты' },
        { field: 'name', message: 'Это поле обязательно к заполнению' },
      ],
      formMessages: ['whole form'],
      unhandled: false,
    });
  });

  it('shows a rate-limit refusal with its details and leaves network failures to the dialog', () => {
    const limited = new ApiError({
      kind: 'server',
      status: 429,
      code: 0,
      message: 'Слишком много запросов',
      details: 'Подождите 60 секунд',
    });
    expect(mapContactError(limited)).toMatchObject({
      formMessages: ['Слишком много запросов', 'Подождите 60 секунд'],
      unhandled: false,
    });
    expect(mapContactError(new ApiError({ kind: 'network', message: 'x' })).unhandled).toBe(true);
    expect(mapContactError(new Error('x')).unhandled).toBe(true);
  });
});

describe('contactErrorText', () => {
  it('translates domain message keys and keeps server texts', () => {
    expect(contactErrorText('tr', 'Validation.Email')).toBe('Geçerli bir e-posta adresi girin');
    expect(contactErrorText('ru', 'Validation.MessageTooLong')).toContain('2000');
    expect(contactErrorText('en', 'already localized')).toBe('already localized');
    expect(contactErrorText('en', undefined)).toBeUndefined();
  });
});
