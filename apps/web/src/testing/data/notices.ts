import { type Notice, NoticeKind, notice } from '@tread/domain';

/** A notice as the server keeps it for the signed-in shopper; `removed` is an announcement taken down. */
export interface HeldNotice extends Notice {
  removed: boolean;
}

/** A notice of `kind` built by the domain's schema; `at` is minutes after 18:00 UTC on 11/21/2026. */
export function sampleNotice(id: number, change: Partial<HeldNotice> = {}): HeldNotice {
  const { removed = false, ...fields } = change;
  return {
    ...notice.parse({
      id,
      kind: NoticeKind.Announcement,
      title: `Announcement ${id}`,
      body: `What announcement ${id} says.`,
      path: null,
      read: false,
      createdAt: new Date(Date.UTC(2026, 10, 21, 18, id)).toISOString(),
      ...fields,
    }),
    removed,
  };
}

/** The message center's notices, oldest first; none until a test gives some. */
export const freshNotices = () => ({ list: [] as HeldNotice[] });
