// The schemas the account's forms are checked by, a chunk of their own with zod (see use-lazy-schema-resolver.ts).
export {
  changeMemberPasswordFormSchema,
  deleteMemberAccountInputSchema,
  saveSavedPassengerInputSchema,
  updateMemberProfileInputSchema,
} from '@charterdesk/domain';
