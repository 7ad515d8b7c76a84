import { Suspense, lazy, type ComponentType } from 'react';

const nothing: ComponentType = () => null;

/**
 * A part of the page loaded when first shown, that the page can do without (a member's unread
 * count and account status, the suspension notice): while its file comes, and if it cannot be
 * fetched, it shows nothing instead of failing the page.
 */
export function optionalPart(load: () => Promise<ComponentType>): ComponentType {
  const Part = lazy(() =>
    load().then(
      (Loaded) => ({ default: Loaded }),
      (error: unknown) => {
        console.warn('A part of the page could not be loaded:', error);
        return { default: nothing };
      },
    ),
  );
  return function OptionalPart() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}
