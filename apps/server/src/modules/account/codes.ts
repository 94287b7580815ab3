import { randomInt } from 'node:crypto';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_MINUTES,
  type VerificationPurpose,
} from '@tread/domain';
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { Mail, Mailer } from '../../platform/mail';
import { verificationCodes } from './tables';
import { sha256 } from './tokens';

const RESEND_MS = VERIFICATION_CODE_RESEND_SECONDS * 1000;
const TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60_000;

const hashCode = (email: string, purpose: VerificationPurpose, code: string) =>
  sha256(`${purpose}:${email}:${code}`);

const SUBJECTS: Record<VerificationPurpose, string> = {
  register: 'Your Tread sign-up code',
  reset: 'Your Tread password reset code',
};

/** What a code request mails: the code, a note to an account's owner instead, or nothing. */
export type Letter = ((code: string) => Omit<Mail, 'to'>) | null;

const codeLetter =
  (purpose: VerificationPurpose): Letter =>
  (code) => ({
    subject: SUBJECTS[purpose],
    text: `Your Tread verification code is ${code}. It expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
  });

/** Sign-up with an e-mail that has an account: its owner learns of it, the asker learns nothing. */
const accountExistsLetter: Letter = () => ({
  subject: 'You already have a Tread account',
  text: 'Someone asked to sign up for Tread with this e-mail address, which already has an account. To get in, sign in with your password, or choose "Forgot password?" to set a new one. If it was not you, ignore this e-mail.',
});

/** A sign-up code for a new e-mail, a note for a taken one; a reset code only for an account. */
export function letterFor(purpose: VerificationPurpose, registered: boolean): Letter {
  if (purpose === 'register') return registered ? accountExistsLetter : codeLetter(purpose);
  return registered ? codeLetter(purpose) : null;
}

/** Mailed 6-digit codes: one live code per e-mail and purpose, stored hashed, never answered by the API. */
export function verificationCodeService({ db, clock }: Deps, mailer: Mailer) {
  const codeOf = (email: string, purpose: VerificationPurpose) =>
    and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose));

  return {
    /**
     * Replaces the e-mail's code with a new one and mails `letter`; refused within the resend interval. Every
     * request takes this path, mail or not, so its answers and waits tell nothing about who has an account.
     */
    async send(email: string, purpose: VerificationPurpose, letter: Letter): Promise<void> {
      const now = clock.now();
      const code = randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
        .toString()
        .padStart(VERIFICATION_CODE_LENGTH, '0');
      const columns = {
        codeHash: hashCode(email, purpose, code),
        failedAttempts: 0,
        sentAt: now,
        expiresAt: new Date(now.getTime() + TTL_MS),
        usedAt: null,
      };
      // One statement decides, so two simultaneous requests cannot both send.
      const [sent] = await db
        .insert(verificationCodes)
        .values({ email, purpose, ...columns })
        .onConflictDoUpdate({
          target: [verificationCodes.email, verificationCodes.purpose],
          set: columns,
          setWhere: lte(verificationCodes.sentAt, new Date(now.getTime() - RESEND_MS)),
        })
        .returning({ sentAt: verificationCodes.sentAt });
      if (!sent) {
        const [previous] = await db.select().from(verificationCodes).where(codeOf(email, purpose));
        const waitMs = (previous?.sentAt.getTime() ?? now.getTime()) + RESEND_MS - now.getTime();
        throw refuse('CODE_RESEND_TOO_SOON', Math.max(1, Math.ceil(waitMs / 1000)));
      }
      if (!letter) return;
      try {
        await mailer.send({ to: email, ...letter(code) });
      } catch (error) {
        // A code that never arrived must not hold back the next request.
        await db
          .delete(verificationCodes)
          .where(and(codeOf(email, purpose), eq(verificationCodes.codeHash, columns.codeHash)));
        throw error;
      }
    },

    /** Uses up the code, or refuses it; each wrong try counts, and the last allowed one voids it. */
    async use(email: string, purpose: VerificationPurpose, code: string): Promise<void> {
      const now = clock.now();
      const live = and(
        codeOf(email, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.failedAttempts, VERIFICATION_CODE_MAX_ATTEMPTS),
      );
      const [used] = await db
        .update(verificationCodes)
        .set({ usedAt: now })
        .where(and(live, eq(verificationCodes.codeHash, hashCode(email, purpose, code))))
        .returning({ email: verificationCodes.email });
      if (used) return;

      const [wrong] = await db
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(live)
        .returning({ failedAttempts: verificationCodes.failedAttempts });
      if (wrong) {
        throw refuse(
          wrong.failedAttempts >= VERIFICATION_CODE_MAX_ATTEMPTS ? 'CODE_TOO_MANY_TRIES' : 'CODE_INCORRECT',
        );
      }
      const [stored] = await db.select().from(verificationCodes).where(codeOf(email, purpose));
      if (!stored || stored.usedAt) throw refuse('CODE_NOT_REQUESTED');
      if (stored.expiresAt <= now) throw refuse('CODE_EXPIRED');
      throw refuse('CODE_TOO_MANY_TRIES');
    },
  };
}
export type VerificationCodeService = ReturnType<typeof verificationCodeService>;
