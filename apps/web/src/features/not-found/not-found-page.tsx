import { NotFound } from '../../shared/ui/not-found';

/** The catch-all route. */
export function NotFoundPage() {
  return <NotFound />;
}
