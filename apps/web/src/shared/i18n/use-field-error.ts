import { useCallback } from 'react';
import { domainMessage } from './domain-texts';
import { useCulture } from './use-culture';

/**
 * A form field's error as a sentence in the page's language. The shared schemas' issues carry domain message
 * keys (`Account.PasswordsDiffer`) and the server's answers carry texts: keys are read at render time, so a shown
 * error follows a language switch. The page must load the domain texts with its route (`page()` in router.tsx).
 */
export function useFieldError(): (error: { message?: string } | undefined) => string | undefined {
  const culture = useCulture();
  return useCallback(
    (error) => (error?.message ? domainMessage(culture, error.message) : undefined),
    [culture],
  );
}
