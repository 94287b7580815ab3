import { type MergeGuestLibraryRequest, tireLibraryAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';

/**
 * POST /p/vehicle/mergeGuestLibrary: the guest's sizes and vehicles join the account's on sign-in. Run by
 * the sign-in hook, not a page; the caller bumps the library version so it is read again.
 */
export const mergeGuestLibrary = (body: MergeGuestLibraryRequest) =>
  apiPost('/p/vehicle/mergeGuestLibrary', body, { schema: tireLibraryAnswer, silent: true });
