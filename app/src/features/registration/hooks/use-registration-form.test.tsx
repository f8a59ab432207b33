import { API_PREFIX, endpoints, MESSAGES } from '@school/contract';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, readCookie } from '../../../lib/cookies';
import { clearAllCookies } from '../../../testing/cookies';
import { server } from '../../../testing/server';
import { withFreshStore } from '../../../testing/store-wrapper';
import { useRegistrationForm } from './use-registration-form';

const url = (path: string) => `${API_PREFIX}${path}`;
let loginChecks: string[] = [];
let emailChecks: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  clearAllCookies();
  loginChecks = [];
  emailChecks = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  server.use(
    http.get(url(endpoints.checkLogin.path), ({ request }) => {
      const login = new URL(request.url).searchParams.get('login') ?? '';
      loginChecks.push(login);
      return login === 'taken'
        ? HttpResponse.json({ message: MESSAGES.loginTaken }, { status: 409 })
        : HttpResponse.json({ message: MESSAGES.loginFree });
    }),
    http.get(url(endpoints.getUserByEmail.path), ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      emailChecks.push(email);
      return email === 'busy@example.ru'
        ? HttpResponse.json({ message: MESSAGES.emailTaken }, { status: 409 })
        : HttpResponse.json({ message: 'ok' });
    }),
    http.post(url(endpoints.createUser.path), () => HttpResponse.json({ id: 'temp-42' })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

function setup() {
  const onCreated = vi.fn();
  const { wrapper } = withFreshStore();
  const hook = renderHook(() => useRegistrationForm(onCreated), { wrapper });
  const type = (field: Parameters<typeof hook.result.current.setField>[0], value: string) =>
    act(() => hook.result.current.setField(field, value));
  return { ...hook, onCreated, type };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('registration dialog checks', () => {
  it('given a short login / says nothing for 1 s, then shows the length rule without asking the server', async () => {
    const { result, type } = setup();
    await type('username', 'abc');

    await advance(999);
    expect(result.current.checks.username.state).toBe('pending');
    await advance(1);

    expect(result.current.checks.username).toEqual({ state: 'invalid', message: MESSAGES.loginTooShort });
    expect(loginChecks).toEqual([]);
  });

  it('given a login typed in bursts / asks the server once, 1 s after the last key, and says it is free', async () => {
    const { result, type } = setup();
    await type('username', 'ann');
    await advance(500);
    await type('username', 'anna');
    await advance(1000);

    await vi.waitFor(() =>
      expect(result.current.checks.username).toEqual({ state: 'valid', message: MESSAGES.loginFree }),
    );
    expect(loginChecks).toEqual(['anna']);
  });

  it('given a taken login / shows the server message', async () => {
    const { result, type } = setup();
    await type('username', 'taken');
    await advance(1000);

    await vi.waitFor(() =>
      expect(result.current.checks.username).toEqual({ state: 'invalid', message: MESSAGES.loginTaken }),
    );
  });

  it('given an e-mail / waits 1.3 s, checks the format locally, then asks the server', async () => {
    const { result, type } = setup();
    await type('email', 'anna@example');
    await advance(1299);
    expect(result.current.checks.email.state).toBe('pending');
    await advance(1);
    expect(result.current.checks.email).toEqual({ state: 'invalid', message: MESSAGES.emailInvalid });
    expect(emailChecks).toEqual([]);

    await type('email', 'busy@example.ru');
    await advance(1300);
    await vi.waitFor(() =>
      expect(result.current.checks.email).toEqual({ state: 'invalid', message: MESSAGES.emailTaken }),
    );
  });

  it('given a repeat that matched / rechecks it when the password changes', async () => {
    const { result, type } = setup();
    await type('password', 'secret-pass');
    await type('repeat', 'secret-pass');
    await advance(1000);
    expect(result.current.checks.repeat.state).toBe('valid');

    await type('password', 'other-secret');
    await advance(1000);

    expect(result.current.checks.repeat).toEqual({ state: 'invalid', message: MESSAGES.passwordsMismatch });
    expect(result.current.checks.password.state).toBe('valid');
  });

  it('given a short password / shows the length rule after 1 s', async () => {
    const { result, type } = setup();
    await type('password', 'short');
    await advance(1000);
    expect(result.current.checks.password).toEqual({ state: 'invalid', message: MESSAGES.passwordTooShort });
  });

  const fillEveryField = async ({ type }: ReturnType<typeof setup>) => {
    await type('firstName', 'Анна');
    await type('lastName', 'Петрова');
    await type('username', 'anna');
    await type('email', 'anna@example.ru');
    await type('password', 'secret-pass');
    await type('repeat', 'secret-pass');
  };

  it('given every field valid and the consent ticked / enables Continue, sends the consent, stores tempuserId and moves on 1.5 s after creation', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(url(endpoints.createUser.path), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 'temp-42' });
      }),
    );
    const form = setup();
    const { result, onCreated } = form;
    await fillEveryField(form);
    act(() => result.current.setConsent(true));
    expect(result.current.canSubmit).toBe(false);
    await advance(1300);
    await vi.waitFor(() => expect(result.current.canSubmit).toBe(true));

    await act(() => result.current.submit());

    expect(sent).toEqual([expect.objectContaining({ username: 'anna', consent: true })]);
    expect(readCookie(COOKIE.tempuserId)).toBe('temp-42');
    expect(onCreated).not.toHaveBeenCalled();
    await advance(1499);
    expect(onCreated).not.toHaveBeenCalled();
    await advance(1);
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it('given every field valid but the consent not ticked / keeps Continue disabled and creates nothing', async () => {
    const form = setup();
    const { result } = form;
    await fillEveryField(form);
    await advance(1300);
    await vi.waitFor(() => expect(result.current.checks.email.state).toBe('valid'));
    expect(result.current.canSubmit).toBe(false);
    await act(() => result.current.submit());
    expect(readCookie(COOKIE.tempuserId)).toBeUndefined();
  });

  it('given an empty last name / keeps Continue disabled even when the checks pass', async () => {
    const { result, type } = setup();
    await type('firstName', 'Анна');
    await type('username', 'anna');
    await type('email', 'anna@example.ru');
    await type('password', 'secret-pass');
    await type('repeat', 'secret-pass');
    act(() => result.current.setConsent(true));
    await advance(1300);
    await vi.waitFor(() => expect(result.current.checks.email.state).toBe('valid'));
    expect(result.current.canSubmit).toBe(false);
  });

  it('given a first name over the limit / says the limit at the field at once and keeps Continue disabled', async () => {
    const { result, type } = setup();
    expect(result.current.field('firstName').error ?? null).toBeNull();
    await type('firstName', 'Я'.repeat(101));
    expect(result.current.field('firstName').error).toBe('Введите не более 100 символов');
    expect(result.current.canSubmit).toBe(false);
  });

  it('given the server refusing the registration / says why under the form and lets the person try again', async () => {
    server.use(
      http.post(url(endpoints.createUser.path), () =>
        HttpResponse.json({ message: MESSAGES.emailTaken }, { status: 409 }),
      ),
    );
    const { result, type } = setup();
    for (const [field, value] of [
      ['firstName', 'Анна'],
      ['lastName', 'Петрова'],
      ['username', 'anna'],
      ['email', 'anna@example.ru'],
      ['password', 'secret-pass'],
      ['repeat', 'secret-pass'],
    ] as const)
      await type(field, value);
    act(() => result.current.setConsent(true));
    await advance(1300);
    await vi.waitFor(() => expect(result.current.canSubmit).toBe(true));
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(() => result.current.submit());

    expect(result.current.failure).toBe(MESSAGES.emailTaken);
    expect(result.current.canSubmit).toBe(true);
    expect(readCookie(COOKIE.tempuserId)).toBeUndefined();
  });
});
