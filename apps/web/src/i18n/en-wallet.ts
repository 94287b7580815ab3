/** The shopper's balance and its records (my-wallet, issue 17). */
export const enWallet = {
  balanceLabel: 'Available balance',
  balanceHint: 'Pay with your balance at checkout.',
  recordsTitle: 'Balance activity',
  kind: {
    payment: 'Payment',
    refund: 'Refund',
    adjustment: 'Adjusted by Tread',
    recharge: 'Top-up',
    rebate: 'Cash back',
  },
  order: 'Order {{orderNumber}}',
  refund: 'Refund {{refundNumber}}',
  topUp: 'Top-up {{payNumber}}',
  noRecords: 'No balance activity yet',
  noRecordsText: 'Refunds and cash back paid to your balance, and orders you pay with it, will show here.',
  loadingMore: 'Loading more…',
  showMore: 'Show more',
  end: 'That’s everything',
} as const;
