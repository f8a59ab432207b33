import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt, timestamptz, uuidPrimaryKey } from './columns.ts';

/**
 * VK ID round trips started by vk-start (PKCE, issue 12): the `state` handed to the browser (its
 * SHA-256), the code verifier that never leaves the server, and where VK ID sends the browser
 * back. In the database so that every server process behind a balancer knows them; a row is
 * deleted when exchange-vk-code uses it, so each works once, and lives 10 minutes.
 */
export const vkAuthStates = pgTable(
  'vk_auth_states',
  {
    id: uuidPrimaryKey(),
    stateHash: text('state_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** 'login' or 'link'. */
    purpose: text('purpose').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
  },
  (t) => [
    uniqueIndex('vk_auth_states_state_unique').on(t.stateHash),
    index('vk_auth_states_expires_idx').on(t.expiresAt),
  ],
);

/**
 * VK ID sessions our server obtained by exchanging a code: the VK user, the device VK ID bound the
 * tokens to, and VK's tokens, sealed with a key derived from the server secret. The access token's
 * SHA-256 finds the row when the browser presents that token; the refresh token renews it when VK
 * ID answers `invalid_token`; `invalid_grant` on renewal ends the row, as does unlinking (after
 * VK ID's logout).
 */
export const vkSessions = pgTable(
  'vk_sessions',
  {
    id: uuidPrimaryKey(),
    vkUserId: text('vk_user_id').notNull(),
    deviceId: text('device_id').notNull(),
    accessTokenHash: text('access_token_hash').notNull(),
    accessToken: text('access_token_sealed').notNull(),
    refreshToken: text('refresh_token_sealed').notNull(),
    createdAt: createdAt(),
    /** When the tokens were last issued or renewed. */
    renewedAt: timestamptz('renewed_at').notNull().defaultNow(),
    /** VK ID's refresh token lives 180 days; the row goes with it. */
    expiresAt: expiresAt(),
  },
  (t) => [
    uniqueIndex('vk_sessions_access_token_unique').on(t.accessTokenHash),
    index('vk_sessions_vk_user_idx').on(t.vkUserId),
    index('vk_sessions_expires_idx').on(t.expiresAt),
  ],
);
