import { endpoints, endpointUrl, type EndpointBody, type EndpointName, type EndpointQuery } from '@school/contract';

export interface CallInput<N extends EndpointName> {
  query?: EndpointQuery<N>;
  body?: EndpointBody<N>;
  token?: string;
}

/** One call of the contract table as the app sends it, answered by whatever mock server listens (tests only). */
export async function call<N extends EndpointName>(name: N, input: CallInput<N> = {}) {
  const { method } = endpoints[name];
  const url = new URL(endpointUrl(name), 'http://localhost');
  for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  const response = await fetch(url, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(input.body ?? {}) : undefined,
  });
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}
