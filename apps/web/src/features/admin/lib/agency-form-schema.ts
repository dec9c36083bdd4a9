import { agencyInfoInputSchema } from '@charterdesk/domain';

/** The admin form validates with the very schema agency/UpdateAgencyInfo applies on the server. */
export const agencyInfoFormSchema = agencyInfoInputSchema;
