import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';

export const LOAD_FAILED = 'Não foi possível carregar. Tente novamente.';

/** A refused request's own message (a search too long) when the server sent one; the generic one otherwise. */
export function loadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== null && error.status < 500 && error.serverMessage ? error.serverMessage : LOAD_FAILED;
}

/** A section's data: a spinner while it loads, the error with a retry, then `children` with the data. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <div className="py-4 text-brand-800">
        <Spinner label="Carregando..." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{loadErrorMessage(query.error)}</Alert>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** Label and value pairs, stacked on a phone and side by side from `sm` up. Values wrap anywhere (ids, e-mails). */
export function FieldList({ fields }: { fields: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600 sm:py-0.5">{label}</dt>
          <dd className="mb-2 min-w-0 wrap-anywhere text-slate-900 sm:mb-0 sm:py-0.5">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
