import { ACCESS_TOKEN_TTL_S } from '@school/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from '../src/lib/tokens.ts';

const tokens = createAccessTokens('a-test-secret-of-at-least-thirty-two-characters');
const claims = { sub: 'user-1', sid: 'sign-in-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('access token checks (the verified tokens are remembered)', () => {
  it('given a token checked once / when its expiry passes / it is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await tokens.sign(claims, new Date());
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_S * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('given a token checked once / when one character of it is changed / the changed one is refused', async () => {
    const token = await tokens.sign(claims, new Date());
    expect(await tokens.verify(token)).toEqual(claims);
    /* Inside the signature, not its last character, whose low bits are base64url padding. */
    const at = token.length - 5;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await tokens.verify(changed)).toBeNull();
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('given a token signed with another secret / it is refused', async () => {
    const foreign = await createAccessTokens('another-secret-of-at-least-thirty-two-characters').sign(
      claims,
      new Date(),
    );
    expect(await tokens.verify(foreign)).toBeNull();
  });
});
