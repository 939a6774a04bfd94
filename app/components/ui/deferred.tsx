import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";

/**
 * Loader data that may still be on its way (see `streamWhenSlow`): a value is rendered at
 * once; a promise shows `fallback` until it arrives, or `errorElement` if it fails. The
 * Suspense boundary exists only for a promise: React streams a large boundary separately
 * even when it is ready (behind its fallback, revealed by a script), which would leave the
 * fallback on screen for anyone without JavaScript.
 */
export function Deferred<T>({
  value,
  fallback,
  errorElement,
  children,
}: {
  value: T | Promise<T>;
  fallback: ReactNode;
  errorElement: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!(value instanceof Promise)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value} errorElement={errorElement}>
        {(resolved) => children(resolved as T)}
      </Await>
    </Suspense>
  );
}
