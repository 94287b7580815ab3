/** The points pages of SPEC §2's member package: the centre and the full history. */
export const PointsPath = {
  index: '/packages/member/integral-index',
  detail: '/packages/member/integral-detail',
} as const;
