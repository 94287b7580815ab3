import { NICKNAME_MAX } from '@tread/domain';

/** A first nickname from the e-mail's name part, so a profile is never without one. */
export const nicknameFor = (email: string): string =>
  [...(email.split('@')[0] || 'Member')].slice(0, NICKNAME_MAX).join('');
