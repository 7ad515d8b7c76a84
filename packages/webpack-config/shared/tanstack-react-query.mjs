// What the apps take from @tanstack/react-query, and all that the page's shared copy of it
// holds (a shared module is otherwise bundled whole: hydration, suspense and mutation-state
// hooks no app uses). Imported from the package's own file (an alias), not by its name, which
// would ask the federation for this very module. shared.test.js fails when an app imports a
// name that is not here.
export {
  infiniteQueryOptions,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@voices/webpack-config/@tanstack/react-query-source';
