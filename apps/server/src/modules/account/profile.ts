import { formatUsPhone, type LastUserTire, type UserInfo, type UserInfoChanges } from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { type FileStorage, UPLOADS_URL_PREFIX } from '../../platform/storage';
import { fitWebp, PHOTOS_FOLDER, squareWebp } from '../../platform/uploads';

/** Long enough a side to read a label or a tread on a phone, small enough to load fast. */
const PHOTO_MAX_PX = 1600;

import { users } from './tables';

const AVATAR_SIZE_PX = 256;
const AVATAR_FOLDER = 'avatars';

/** The personal center's profile (SPEC §3 'User info', 'Profile'); every query is scoped to the signed-in user. */
export function profileService(
  { db, clock }: Deps,
  storage: FileStorage,
  lastUserTire: (userId: string) => Promise<LastUserTire | null>,
) {
  /** Only an avatar this user uploaded may be set, so no one can point their profile at arbitrary URLs. */
  const ownAvatarPrefix = (userId: string) => `${UPLOADS_URL_PREFIX}${AVATAR_FOLDER}/${userId}-`;

  async function userInfo(userId: string): Promise<UserInfo> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw refuse('NOT_FOUND');
    return {
      userId: user.id,
      nickName: user.nickName,
      userMobile: user.mobile,
      contactMobile: user.mobile ? formatUsPhone(user.mobile) : null,
      mktEmail: user.mktEmail,
      userMail: user.email,
      lastUserTire: await lastUserTire(user.id),
      avatarUrl: user.avatarUrl,
      gender: user.gender,
      role: user.role,
    };
  }

  async function update(userId: string, changes: Partial<typeof users.$inferInsert>): Promise<UserInfo> {
    await db
      .update(users)
      .set({ ...changes, updatedAt: clock.now() })
      .where(eq(users.id, userId));
    return userInfo(userId);
  }

  return {
    userInfo,

    /** Changes only the fields given; null clears the avatar, gender or marketing e-mail. */
    async setUserInfo(userId: string, changes: UserInfoChanges): Promise<UserInfo> {
      const { avatarUrl } = changes;
      if (avatarUrl && !avatarUrl.startsWith(ownAvatarPrefix(userId))) {
        throw refuse('AVATAR_NOT_UPLOADED');
      }
      return update(userId, changes);
    },

    bindPhone: (userId: string, phone: string): Promise<UserInfo> => update(userId, { mobile: phone }),

    /** Saves the image as a 256 px square webp and answers its URL; setUserInfo then makes it the avatar. */
    async uploadAvatar(userId: string, image: Buffer): Promise<string> {
      const webp = await squareWebp(image, AVATAR_SIZE_PX);
      return storage.save(AVATAR_FOLDER, `${userId}-`, 'webp', webp);
    },

    /** Saves a refund or review photo, re-encoded, among the shopper's own; answers its URL. */
    async uploadPhoto(userId: string, image: Buffer): Promise<string> {
      return storage.save(`${PHOTOS_FOLDER}/${userId}`, '', 'webp', await fitWebp(image, PHOTO_MAX_PX));
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
