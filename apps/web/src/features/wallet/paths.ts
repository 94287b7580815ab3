/** The balance pages of SPEC §2's user package: my-wallet and recharge-balance (the top-up). */
export const WalletPath = {
  wallet: '/packages/user/my-wallet',
  recharge: '/packages/user/recharge-balance',
} as const;
