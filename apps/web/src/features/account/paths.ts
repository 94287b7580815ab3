/** The personal center's pages of issue 3 (SPEC §2 'Packages': user). */
export const AccountPath = {
  personalInformation: '/packages/user/personal-information',
  editNickname: '/packages/user/edit-nickname',
  editEmail: '/packages/user/edit-email',
  bindingPhone: '/packages/user/binding-phone',
  deliveryAddress: '/packages/user/delivery-address',
  editAddress: '/packages/user/edit-address',
  changePassword: '/pages/change-password/change-password',
} as const;

export const editAddressPath = (addrId?: number): string =>
  addrId === undefined ? AccountPath.editAddress : `${AccountPath.editAddress}?addrId=${addrId}`;
