import { routes, type EndpointResponse } from '@school/contract';
import { api } from '../../lib/api';

/** What the server has switched on: the integrations the browser may show (GET /config). */
export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    serverConfig: build.query<EndpointResponse<'serverConfig'>, void>({
      query: () => routes.serverConfig.path,
      // Without the answer the integrations simply stay hidden; no toast for it.
      extraOptions: { silent: true },
    }),
    schoolDetails: build.query<EndpointResponse<'schoolDetails'>, void>({
      query: () => routes.schoolDetails.path,
    }),
  }),
});

/** The server's integrations; `undefined` while loading or when the call failed, which hides them. */
export function useServerConfig(): EndpointResponse<'serverConfig'> | undefined {
  return configApi.useServerConfigQuery().data;
}

/** The school's legal details and contacts (GET /config/school); `undefined` while loading. */
export function useSchoolDetails(): EndpointResponse<'schoolDetails'> | undefined {
  return configApi.useSchoolDetailsQuery().data;
}
