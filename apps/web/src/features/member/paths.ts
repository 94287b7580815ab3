/** The member pages of SPEC §2's member package: the member center (two names, one page) and Tread Plus. */
export const MemberPath = {
  center: '/packages/member/member-center',
  index: '/packages/member/member-index',
  buyVip: '/packages/member/buy-vip',
} as const;
