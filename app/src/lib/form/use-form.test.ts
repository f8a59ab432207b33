import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newPasswordField, repeatPasswordField } from './fields';
import { useForm, type CheckResult, type FormSpec } from './use-form';
import { MESSAGES, rules } from '@school/contract';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useForm', () => {
  it('given a password changed while the repeat is empty / leaves the repeat alone; once filled, rechecks it', async () => {
    const spec = { password: newPasswordField, repeat: repeatPasswordField };
    const { result } = renderHook(() => useForm(spec, { password: '', repeat: '' }));

    act(() => result.current.setValue('password', 'secret-pass'));
    await advance(1000);
    expect(result.current.checks.repeat.state).toBe('idle');

    act(() => result.current.setValue('repeat', 'secret-pass'));
    await advance(1000);
    expect(result.current.checks.repeat.state).toBe('valid');
    act(() => result.current.setValue('password', 'secret-pass-2'));
    expect(result.current.checks.repeat.state).toBe('pending');
    await advance(1000);
    expect(result.current.checks.repeat).toEqual({ state: 'invalid', message: MESSAGES.passwordsMismatch });
  });

  it('given a typed repeat emptied again / says the passwords do not match (the repeat has no rule of its own)', async () => {
    const spec = { password: newPasswordField, repeat: repeatPasswordField };
    const { result } = renderHook(() => useForm(spec, { password: '', repeat: '' }));

    act(() => result.current.setValue('password', 'secret-pass'));
    act(() => result.current.setValue('repeat', 'secret'));
    await advance(1000);
    act(() => result.current.setValue('repeat', ''));
    await advance(1000);
    expect(result.current.checks.repeat).toEqual({ state: 'invalid', message: MESSAGES.passwordsMismatch });
  });

  it('given a newer value while the server is asked / aborts the older question and keeps the newer answer', async () => {
    const signals: AbortSignal[] = [];
    const answers: ((result: CheckResult) => void)[] = [];
    const spec: FormSpec<'login'> = {
      login: {
        rule: rules.login,
        debounceMs: 1000,
        serverCheck: (_value, signal) => {
          signals.push(signal);
          return new Promise((resolve) => answers.push(resolve));
        },
      },
    };
    const { result } = renderHook(() => useForm(spec, { login: '' }));

    act(() => result.current.setValue('login', 'anna'));
    await advance(1000);
    expect(result.current.checks.login.state).toBe('checking');
    act(() => result.current.setValue('login', 'annabel'));
    expect(signals[0]?.aborted).toBe(true);
    await advance(1000);
    await act(async () => answers[0]?.({ state: 'invalid', message: 'старый ответ' }));
    expect(result.current.checks.login.state).toBe('checking');
    await act(async () => answers[1]?.({ state: 'valid', message: MESSAGES.loginFree }));
    expect(result.current.checks.login).toEqual({ state: 'valid', message: MESSAGES.loginFree });
    expect(result.current.valid).toBe(true);
  });

  it('given fields without a pause / shows their messages only after a submit, and reset forgets them', () => {
    const spec = { username: { rule: rules.required }, password: { rule: rules.required } };
    const onValid = vi.fn();
    const { result } = renderHook(() => useForm(spec, { username: '', password: '' }));
    expect(result.current.field('username').error).toBeUndefined();

    act(() => result.current.handleSubmit(onValid)());
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.field('username').error).toBe(MESSAGES.required);

    act(() => result.current.reset());
    expect(result.current.field('username').error).toBeUndefined();
    act(() => {
      result.current.setValue('username', 'anna');
      result.current.setValue('password', 'x');
    });
    act(() => result.current.handleSubmit(onValid)());
    expect(onValid).toHaveBeenCalledWith({ username: 'anna', password: 'x' });
  });

  it('valid follows the rules at once; settled waits until the debounced messages agree', async () => {
    const spec = { password: newPasswordField, repeat: repeatPasswordField };
    const { result } = renderHook(() => useForm(spec, { password: '', repeat: '' }));
    act(() => {
      result.current.setValue('password', 'secret-pass');
      result.current.setValue('repeat', 'secret-pass');
    });
    expect(result.current.valid).toBe(true);
    expect(result.current.settled).toBe(false);
    await advance(1000);
    expect(result.current.settled).toBe(true);
  });
});
