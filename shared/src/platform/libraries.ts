// React Query's and react-i18next's API for the apps, from the shared platform (issue 13 §5).
// Federation bundles a shared module whole; these libraries are now bundled once inside the
// platform, tree-shaken to the names below, and are still one copy for the shell and every remote
// (one query client context, one i18n binding). Import them only from here (eslint); add a name
// when an app needs one more.
export { I18nextProvider, useTranslation } from 'react-i18next';
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { InfiniteData, QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
