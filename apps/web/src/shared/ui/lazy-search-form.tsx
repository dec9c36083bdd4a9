import { type ComponentType, Suspense } from 'react';
import { lazyComponent } from '../lib/lazy-component';

/**
 * A search form loaded apart from the page that shows it: `load` fetches the form's chunk, `Unavailable` stands in
 * when it cannot be fetched (new deployment, lost connection), and its place is kept meanwhile by a block of the
 * form's height (`placeholderClass`, by its `data-variant`), so nothing below it moves when it arrives.
 */
export function lazySearchForm<Props extends { variant?: string }>(
  load: () => Promise<ComponentType<Props>>,
  Unavailable: ComponentType,
  placeholderClass: string | undefined,
) {
  const form = lazyComponent<Props>(() =>
    load().catch((error: unknown) => {
      console.error(error);
      return Unavailable as ComponentType<Props>;
    }),
  );
  function LazyForm(props: Props) {
    return (
      <Suspense
        fallback={
          <div className={placeholderClass} data-variant={props.variant ?? 'hero'} aria-busy="true" />
        }
      >
        <form.Component {...props} />
      </Suspense>
    );
  }
  return { LazyForm, preload: form.preload };
}
