/** The same wrapper around an island on the server and in the browser, so hydration sees identical trees. */
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';
import { PageContextProvider, type PageContextValue } from './page-context.tsx';

export function IslandFallback({ message }: { message: string }) {
  return (
    <p className="island-fallback" role="status">
      {message}
    </p>
  );
}

export function IslandRoot({
  page,
  onError,
  children,
}: {
  page: PageContextValue;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}) {
  return (
    <PageContextProvider value={page}>
      <ErrorBoundary fallback={<IslandFallback message={page.t('island.error')} />} {...(onError ? { onError } : {})}>
        {children}
      </ErrorBoundary>
    </PageContextProvider>
  );
}
