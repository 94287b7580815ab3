import { Messages } from '@tread/domain';

/** The cart's strings: adding to it, the tab badge, the basket and its checkout bar. */
export const enCart = {
  badgeHint_one: '{{count}} item in your cart',
  badgeHint_other: '{{count}} items in your cart',
  linkLabel_one: 'Cart, {{count}} item',
  linkLabel_other: 'Cart, {{count}} items',
  add: {
    quantity: 'Quantity',
    addToCart: 'Add to cart',
    addNamed: 'Add {{name}} to cart',
    buyNow: 'Buy now',
    added: 'Added to cart',
    soldOut: 'Sold out',
  },
  stepper: {
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    lineLabel: 'Quantity of {{name}}',
  },
  basket: {
    updated: Messages.CartUpdated,
    selectAll: 'Select all',
    selectLine: 'Select {{name}}',
    itemCount_one: '{{count}} item',
    itemCount_other: '{{count}} items',
    size: 'Size {{size}}',
    priceChanged: 'Price changed: {{was}} → {{now}}',
    remove: 'Remove {{name}}',
    removeTitle: 'Remove this item?',
    removeText: '{{name}} will be taken out of your cart.',
    removeConfirm: 'Remove',
    keep: 'Keep it',
    removed: 'Removed from your cart',
    total: 'Total',
    checkout: 'Checkout ({{count}})',
    guestNote: "You'll sign in or create an account at checkout; your cart comes with you.",
  },
  empty: {
    title: 'Your cart is empty',
    text: 'Find tires that fit your car, or parts and accessories to keep it running.',
    shopTires: 'Shop tires',
    shopParts: 'Shop parts',
  },
} as const;
