import { type AuditPage, UserRole } from '@tread/domain';
import { expect } from 'vitest';
import { signInAsAdmin } from '../../../test/accounts';
import { auditTrail } from '../../../test/audit';
import type { TestApp } from '../../../test/harness';
import { staffMember } from '../../../test/order-lifecycle';

/** Test kit of the console's catalog tests: one signed-in member of each staff role, and the audit trail. */

export type Staff = Record<'admin' | 'operations' | 'merchant' | 'service', { authorization: string }>;

export async function staffOfEveryRole(t: TestApp): Promise<Staff> {
  return {
    admin: await signInAsAdmin(t),
    operations: await staffMember(t, UserRole.Operations),
    merchant: await staffMember(t, UserRole.Merchant),
    service: await staffMember(t, UserRole.CustomerService),
  };
}

/** Issue 13's split: operations and the administrator may; merchants and customer service are refused. */
export async function expectCatalogRolesOnly(
  staff: Staff,
  call: (headers: { authorization: string }) => Promise<{ statusCode: number }>,
): Promise<void> {
  expect((await call(staff.merchant)).statusCode).toBe(403);
  expect((await call(staff.service)).statusCode).toBe(403);
  expect((await call(staff.operations)).statusCode).toBe(200);
  expect((await call(staff.admin)).statusCode).toBe(200);
}

/** The audit rows of one subject, newest first, as the administrator browses them. */
export async function auditOf(t: TestApp, staff: Staff, subject: string): Promise<AuditPage['records']> {
  return (await auditTrail(t, staff.admin, { subject, size: 100 })).records;
}
