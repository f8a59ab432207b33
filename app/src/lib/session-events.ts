import { createAction } from '@reduxjs/toolkit';
import type { Tokens } from '@school/contract';

/*
 * What the API layer learns about the visitor's session, told as plain events: lib/api.ts announces them, the
 * session (features/session) keeps its state and the token cookies by them, and the toasts fall silent behind a
 * blocking dialog. They live in lib because lib imports no feature.
 */

/** How a sign-in came about: the platform's own password, a finished registration, or VK ID. */
export type SignInWay = 'password' | 'registration' | 'vk-id';

/** The server answered a sign-in with the new session's tokens. */
export const signedIn = createAction<{ tokens: Tokens; way: SignInWay }>('session/signedIn');

/** A refresh gave the session a new pair of tokens. */
export const tokensRefreshed = createAction<Tokens>('session/tokensRefreshed');

/** The refresh token was refused: whatever was loaded no longer belongs to anyone. */
export const sessionExpired = createAction('session/expired');

/** A dialog that blocks the whole app until it is dealt with (platform.md section 8). */
export type Blocker = 'server' | 'banned';

/** The server is down, or the account is banned: the app shows only that dialog. */
export const blocked = createAction<Blocker>('session/blocked');
