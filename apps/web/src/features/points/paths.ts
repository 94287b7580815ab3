/** The points pages of SPEC §2's member package: the center, the full history and the lucky wheel. */
export const PointsPath = {
  index: '/packages/member/integral-index',
  detail: '/packages/member/integral-detail',
  raffle: '/packages/member/raffle-wheel',
} as const;
