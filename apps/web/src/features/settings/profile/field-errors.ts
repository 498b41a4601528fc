import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * The messages shown under the fields: a refusal of the server that names a field goes under it
 * (and answers true); any other error is left to the caller (a toast).
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const showServerError = (error: unknown): boolean => {
    if (!isApiError(error) || !error.field || !(fields as readonly string[]).includes(error.field)) return false;
    setErrors({ [error.field as F]: error.message } as Partial<Record<F, string>>);
    return true;
  };
  return { errors, setErrors, showServerError };
}
