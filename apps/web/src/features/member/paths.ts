/** The member pages of SPEC §2's member package: the member centre (two names, one page) and Tread Plus. */
export const MemberPath = {
  centre: '/packages/member/member-center',
  index: '/packages/member/member-index',
  buyVip: '/packages/member/buy-vip',
} as const;
