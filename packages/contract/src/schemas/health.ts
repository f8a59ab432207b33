import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /check/ready: the database answered a trivial query in time. */
export const readinessResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
