import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A budget per key that a handler learns along the way (an e-mail read from the database), not per request address. */
export interface KeyedLimit {
  /** Whether `key` has used up its budget; spends nothing. */
  spent(request: FastifyRequest, key: string): Promise<boolean>;
  /** Spends one unit of `key`'s budget; false when there was none left and the call must be refused. */
  take(request: FastifyRequest, key: string): Promise<boolean>;
  /** The budget as one request spends it, for a service that learns the key while it works. */
  of(request: FastifyRequest): Budget;
}

/** A KeyedLimit bound to one request: what a service needs of it, without knowing of requests. */
export interface Budget {
  spent(key: string): Promise<boolean>;
  take(key: string): Promise<boolean>;
}

/*
 * Room for this many keys per limit in the in-process store (Redis keeps each key until its window
 * ends). That store forgets the least recently used key beyond it, so a small store would let a
 * caller wipe one address's count by touching thousands of others.
 */
const KEYS_KEPT = 100_000;

/**
 * `max` units per key in a fixed window, kept in @fastify/rate-limit's store beside the per-address
 * limits: in this process, or in Redis shared by every process when REDIS_URL is set.
 */
export function keyedLimit(app: FastifyInstance, name: string, max: number, windowMs: number): KeyedLimit {
  const keys = new WeakMap<FastifyRequest, string>();
  const options: CreateRateLimitOptions & { cache: number } = {
    max,
    timeWindow: windowMs,
    cache: KEYS_KEPT,
    keyGenerator: (request) => `${name}:${keys.get(request)}`,
  };
  const limit = app.createRateLimit(options);
  const keyed: KeyedLimit = {
    async spent(request, key) {
      keys.set(request, key);
      const state = await limit(request, { increment: false });
      return !state.isAllowed && state.remaining === 0;
    },
    async take(request, key) {
      keys.set(request, key);
      const state = await limit(request);
      return state.isAllowed || !state.isExceeded;
    },
    of: (request) => ({ spent: (key) => keyed.spent(request, key), take: (key) => keyed.take(request, key) }),
  };
  return keyed;
}
