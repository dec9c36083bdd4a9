import { CULTURES } from '@charterdesk/domain';
import { loadDomainTexts } from '../shared/i18n/domain-texts';

// The domain's messages of every language, as the page tests have them (src/test/setup.ts), for the checks
// that turn a rule's key into its sentence.
await Promise.all(CULTURES.map((culture) => loadDomainTexts(culture)));
