import type { APIRequestContext } from '@playwright/test';

/** The administrator global-setup starts the shop with, so journeys can read the mail outbox. */
export const E2E_ADMIN = { email: 'admin@tread.example', password: 'Admin-e2e-2026' };
export const SHOPPER_PASSWORD = 'Tread2026';

export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}@example.com`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: E2E_ADMIN });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${await res.text()}`);
  return (await res.json()).accessToken;
}

/** The 6-digit code in the newest mail to `email`, read from the outbox as staff. */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const token = await adminToken(request);
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, {
      headers: { authorization: token },
    });
    const { records } = (await res.json()) as { records: { text: string }[] };
    const code = records[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code mailed to ${email}`);
}
