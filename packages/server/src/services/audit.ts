import { count, desc } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@school/contract';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

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

export async function listAudit(db: Db, page: number, limit: number): Promise<{ items: AuditEntry[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(auditLog),
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
