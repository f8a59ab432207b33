/** One answer the server gave: the route that took the request (none for a 404 of an unknown path) and the status. */
export interface Answer {
  method: string;
  route: string | undefined;
  status: number;
}

interface Document {
  paths?: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
}

/** The operation of the OpenAPI document that a route's answer belongs to (HEAD answers as its GET). */
export function operationOf(document: object, method: string, route: string | undefined) {
  if (!route) return undefined;
  const verb = method === 'HEAD' ? 'get' : method.toLowerCase();
  return (document as Document).paths?.[route]?.[verb];
}

/** The statuses the document declares for a route, or undefined when the route is not in the document. */
export function declaredStatusesOf(document: object, method: string, route: string): number[] | undefined {
  const operation = operationOf(document, method, route);
  return operation ? Object.keys(operation.responses ?? {}).map(Number) : undefined;
}

/**
 * Every answer of a documented operation whose status the document does not declare, once each,
 * as `POST /server/auth/login -> 418`. Routes outside the document (the built app, avatars, the
 * docs themselves, unknown paths) are not the document's to declare.
 */
export function undeclaredAnswers(document: object, answers: readonly Answer[]): string[] {
  const found = new Set<string>();
  for (const { method, route, status } of answers) {
    const operation = operationOf(document, method, route);
    if (operation && !(String(status) in (operation.responses ?? {}))) found.add(`${method} ${route} -> ${status}`);
  }
  return [...found].sort();
}
