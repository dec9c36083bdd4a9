import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CULTURES } from '../common/culture.js';
import { localizeIssues } from '../common/validation.js';
import {
  changeMemberPasswordFormSchema,
  deleteMemberAccountInputSchema,
  saveSavedPassengerInputSchema,
  updateMemberProfileInputSchema,
} from './accounts.schemas.js';

/** A message key left as it is: the form would show `Account.PasswordsDiffer` instead of a sentence. */
const RAW_KEY = /^[A-Z][A-Za-z]+\.[A-Z][A-Za-z]+$/;

describe('the account forms', () => {
  it('lets the profile go without a date of birth, and checks a given one', () => {
    const base = { name: 'Olga', surname: 'Ivanova', phone: '' };
    for (const birthDate of ['', '  ', null, undefined])
      expect(updateMemberProfileInputSchema.parse({ ...base, birthDate })).toEqual({
        ...base,
        phone: null,
        birthDate: null,
      });
    expect(updateMemberProfileInputSchema.parse({ ...base, birthDate: '1990-05-05' }).birthDate).toBe(
      '1990-05-05',
    );
    const bad = updateMemberProfileInputSchema.safeParse({ ...base, birthDate: '1990-02-30' });
    expect(bad.error?.issues).toMatchObject([{ message: 'Validation.InvalidDate', path: ['birthDate'] }]);
  });

  it('has a sentence in every language for every rule of the profile, password and passenger forms', () => {
    const cases: [z.ZodType, unknown][] = [
      [updateMemberProfileInputSchema, { name: '', surname: ' ', phone: '12', birthDate: 'x' }],
      [updateMemberProfileInputSchema, {}],
      [changeMemberPasswordFormSchema, { currentPassword: '', newPassword: 'abc', newPasswordRepeat: 'abd' }],
      [changeMemberPasswordFormSchema, {}],
      [deleteMemberAccountInputSchema, { password: '' }],
      [
        saveSavedPassengerInputSchema,
        {
          gender: 'x',
          name: 'Иван',
          surname: '',
          birthday: '',
          nationality: 'QQ',
          passportNumber: '1',
          passportExpiry: '2030-13-01',
          turkishId: '12345678901',
        },
      ],
      [saveSavedPassengerInputSchema, { birthday: null }],
    ];
    for (const culture of CULTURES) {
      for (const [schema, input] of cases) {
        const issues = localizeIssues(culture, schema, input);
        expect(issues.length).toBeGreaterThan(0);
        for (const issue of issues) expect(issue.message, issue.members.join()).not.toMatch(RAW_KEY);
      }
    }
  });
});
