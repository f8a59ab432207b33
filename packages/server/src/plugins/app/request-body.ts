import fp from 'fastify-plugin';

/**
 * Clients differ in how they send "no body": fetch and axios often keep `Content-Type:
 * application/json` with an empty payload (a logout, vk-start, tg-link), others send no body at all.
 * Both read as `{}`, as the mocks read them, so a call without a body works and a call that needs
 * one answers 400 naming the missing field instead of a generic parse error.
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

    app.addHook('preValidation', async (request) => {
      if (request.method === 'POST' && request.body === undefined) request.body = {};
    });
  },
  { name: 'request-body' },
);
