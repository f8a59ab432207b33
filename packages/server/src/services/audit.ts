import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry, EndpointParsedQuery } from '@school/contract';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { forbiddenError } from '../lib/http-error.ts';
import { authorize, type Actor } from './policy.ts';

export interface AuditActor {
  id: string;
  username: string;
}

export async function recordAudit(
  db: Db,
  actor: AuditActor,
  action: AuditAction,
  target: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditLog).values({ actorId: actor.id, actor: actor.username, action, target, details });
}

/** What the audit page narrows the log to; absent fields match everything. */
export interface AuditFilter {
  action?: AuditAction | undefined;
  actor?: string | undefined;
}

export async function listAudit(
  db: Db,
  page: number,
  limit: number,
  filter: AuditFilter = {},
): Promise<{ items: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actor) conditions.push(eq(auditLog.actor, filter.actor));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action as AuditAction,
      target: row.target,
      details: row.details,
    })),
    total: total?.value ?? 0,
  };
}

/** The log of staff actions (SENIOR). */
export interface AuditService {
  /** A page of the log, newest first, narrowed by the query's filters; 403 unless the actor may read it. */
  list(actor: Actor, query: EndpointParsedQuery<'audit'>): Promise<{ items: AuditEntry[]; total: number }>;
}

export function createAuditService({ db }: { db: Db }): AuditService {
  return {
    async list(actor, { page, limit, action, actor: by }) {
      const denied = authorize(actor, { action: 'audit.read' });
      if (denied) throw forbiddenError(denied);
      return listAudit(db, page, limit, { action, actor: by });
    },
  };
}
