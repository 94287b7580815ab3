import type { AuditPage } from '@tread/domain';
import type { TestApp } from './harness';

/** The audit trail as an administrator reads it, filtered (`subject`, `action`, `size`...), newest first. */
export async function auditTrail(
  t: TestApp,
  admin: { authorization: string },
  filters: Record<string, string | number>,
): Promise<AuditPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) query.set(key, String(value));
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: admin });
  if (res.statusCode !== 200) throw new Error(`audit trail: ${res.statusCode} ${res.body}`);
  return res.json<AuditPage>();
}
