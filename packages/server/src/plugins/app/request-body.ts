import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Reading and validating request input. Clients differ in how they send "no body": fetch and axios
 * often keep `Content-Type: application/json` with an empty payload (a logout, vk-start, tg-link),
 * others send no body at all. Both read as `{}`, as the mocks read them, so a call without a body
 * works and a call that needs one answers 400 naming the missing field instead of a generic parse
 * error. Validation runs the contract's zod schemas, and the handler receives what they output
 * (trimmed, lower-cased, defaults applied): normalisation is the contract's, not a hook's.
 */
export const requestBodyPlugin = fp(
  async (app) => {
    /* Fastify's own parser keeps its guards (prototype poisoning, body limit); only the empty case changes. */
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, {});
        return;
      }
      parseJson(request, text, done);
    });

    /* Every route schema of this server is a zod schema (routes/define.ts, the contract). */
    type ZodRoute = Parameters<typeof validatorCompiler>[0];
    app.setValidatorCompiler((route) => {
      const validate = validatorCompiler(route as ZodRoute);
      return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
    });
  },
  { name: 'request-body' },
);
