import { useQuery } from '@front-office/shared/platform';
import { loadFormRenderer } from './load-form-renderer';

/** The federated renderer of mfe-forms, loaded once per page life (retried once on failure). */
export function useFormRenderer() {
  return useQuery({ queryKey: ['federation', 'forms/form-renderer'], queryFn: loadFormRenderer, staleTime: Infinity, gcTime: Infinity, retry: 1 });
}
