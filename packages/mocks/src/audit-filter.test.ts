import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl, type AuditEntry } from '@school/contract';
import { accessTokenFor, auditEntries, users } from './index.ts';
import { createServer } from './node.ts';

const server = createServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function audit(query: Record<string, string>) {
  const url = new URL(endpointUrl('audit'), 'http://localhost');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: { Authorization: `Bearer ${accessTokenFor(users.senior)}` } });
  return { status: response.status, data: (await response.json()) as { items: AuditEntry[]; total: number } };
}

describe('mock GET /api/audit filters, as the server', () => {
  it('given ?action= / answers only that kind, counted alone', async () => {
    const { data } = await audit({ action: 'subject.create' });
    expect(data.total).toBe(auditEntries.filter((entry) => entry.action === 'subject.create').length);
    expect(data.items.every((entry) => entry.action === 'subject.create')).toBe(true);
  });

  it("given ?actor= / answers only that person's actions", async () => {
    const { data } = await audit({ actor: 'senior' });
    expect(data.total).toBe(auditEntries.filter((entry) => entry.actor === 'senior').length);
    expect(data.items.map((entry) => entry.actor)).toEqual(data.items.map(() => 'senior'));
  });

  it('given empty filters / answers everything; an unknown action answers 400', async () => {
    expect((await audit({ action: '', actor: '' })).data.total).toBe(auditEntries.length);
    expect((await audit({ action: 'nope' })).status).toBe(400);
  });
});
