/** The nine help-centre articles (spec §2); the slug is the `/help/:article` path segment. */
export const HELP_ARTICLES = [
  'beforeTakeOff',
  'afterTakeOff',
  'arrival',
  'buyingTickets',
  'thingsToRemember',
  'flightRestrictions',
  'pregnantWomen',
  'sickPassengers',
  'checkInAndBoarding',
] as const;

export type HelpArticleSlug = (typeof HELP_ARTICLES)[number];

export function isHelpArticleSlug(value: string | undefined): value is HelpArticleSlug {
  return (HELP_ARTICLES as readonly string[]).includes(value ?? '');
}
