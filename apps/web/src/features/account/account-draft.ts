import { create } from 'zustand';

export type AccountTab = 'signIn' | 'signUp';

interface AccountDraft {
  tab: AccountTab;
  email: string;
  code: string;
  agreed: boolean;
}

/**
 * What the shopper typed on the account page, kept while the app is open: reading the terms or
 * resetting the password and coming back finds the form as it was (passwords are never kept).
 */
export const useAccountDraft = create<AccountDraft>(() => ({
  tab: 'signIn',
  email: '',
  code: '',
  agreed: false,
}));

export function updateAccountDraft(changes: Partial<AccountDraft>): void {
  useAccountDraft.setState(changes);
}
