/**
 * Graceful stop (hardening issue 15): a request already running when the server stops still gets
 * its answer, even where Fastify has stopped waiting for it (the caller hung up, or the request came
 * through inject), because the database closes only after every started handler has answered; a
 * request arriving on a kept-alive connection while the server stops is not run: a Russian 503.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES, MESSAGES } from '@school/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, OWNER } from './helpers/test-app.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping the server', () => {
  it('given a sign-in running when the server stops / answers 200 with tokens', async () => {
    const t = await createTestApp();
    const signingIn = t.app.inject({
      method: 'POST',
      url: '/server/auth/login',
      payload: { username: OWNER.username, password: OWNER.password },
    });
    /* the sign-in is verifying the password (argon2) when the stop begins */
    await tick(20);
    const stopped = t.close();

    const answer = await signingIn;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    await stopped;
  });

  it('given a second request on a kept-alive connection while the server stops / answers a Russian 503 and closes the connection', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    const closed = new Promise((resolve) => socket.once('close', resolve));

    /* the first request holds the connection busy (half its body sent), so the stop waits for it */
    const body = JSON.stringify({ username: OWNER.username, password: OWNER.password });
    const head = `POST /server/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    socket.write(head + body.slice(0, 10));
    await tick(50);
    const stopped = t.close();
    await tick(50);
    socket.write(`${body.slice(10)}GET /server/check HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await closed;
    await stopped;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1]).toMatch(/connection: close/i);
    const json = answers[1]!.slice(answers[1]!.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(json)).toEqual({ message: MESSAGES.serverStopping, code: ERROR_CODES.stopping });
  });
});
