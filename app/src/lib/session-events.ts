import { createAction } from '@reduxjs/toolkit';

/*
 * What the API layer learns about the visitor's session, told as plain events: lib/api.ts announces them, the
 * session (features/session) keeps its state by them, and the toasts fall silent behind a blocking dialog. They
 * live in lib because lib imports no feature.
 */

/** The refresh token was refused: whatever was loaded no longer belongs to anyone. */
export const sessionExpired = createAction('session/expired');

/** A dialog that blocks the whole app until it is dealt with (platform.md section 8). */
export type Blocker = 'server' | 'banned';

/** The server is down, or the account is banned: the app shows only that dialog. */
export const blocked = createAction<Blocker>('session/blocked');
