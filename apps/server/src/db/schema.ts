/** Every module's tables, gathered for drizzle's relational queries and drizzle-kit. */
export * from '../modules/account/tables';
export * from '../modules/address/tables';
export * from '../modules/cart/tables';
export * from '../modules/catalog/tables';
export * from '../modules/config/tables';
export * from '../modules/flash-sale/tables';
export * from '../modules/group-buy/tables';
export * from '../modules/invoice/tables';
export * from '../modules/order/packages-tables';
export * from '../modules/order/tables';
export * from '../modules/payment/tables';
export * from '../modules/promotion/tables';
export * from '../modules/station/tables';
export * from '../modules/vehicle/tables';
export * from '../modules/wallet/tables';
export * from '../platform/mail-tables';
export * from '../platform/staff-audit';
