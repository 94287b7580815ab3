import type { PolicyPageSeed } from './policies';

/** The order policy pages: shipping, delivery and returns. */

export const shippingPolicy: PolicyPageSeed = {
  key: 'shipping-policy',
  title: 'Shipping Policy',
  summary:
    'Free shipping in 1–3 business days across the Greater Los Angeles area, and how we handle ' +
    'oversize items and orders elsewhere.',
  sections: [
    {
      heading: 'Free shipping in Greater Los Angeles',
      paragraphs: [
        'Orders delivered to addresses in the Greater Los Angeles area ship free and arrive within ' +
          '1–3 business days. Enter your ZIP code or address at checkout to confirm that free ' +
          'shipping applies.',
        'Free shipping covers home delivery, delivery to a partner installer shop and delivery to ' +
          'a pick-up point in the area.',
      ],
    },
    {
      heading: 'Processing and business days',
      paragraphs: [
        'Business days are Monday to Friday, excluding federal holidays. Orders paid by 2:00pm PT ' +
          'on a business day are usually processed the same day, and later orders are processed the ' +
          'next business day.',
        'Delivery times start when your order is processed. Items shown as back-ordered are not ' +
          'covered by the 1–3 business day window.',
      ],
    },
    {
      heading: 'Oversize items',
      paragraphs: [
        'Some items are too large or heavy for standard shipping, such as large light-truck and ' +
          'off-road tires, wheel and tire packages and bulky parts. These items may incur an ' +
          'oversize fee, even in the Greater Los Angeles area.',
        'Any oversize fee is shown at checkout before you pay.',
      ],
    },
    {
      heading: 'Orders outside Greater Los Angeles',
      paragraphs: [
        'For addresses outside the Greater Los Angeles area, we offer standard and express ' +
          'shipping where available. The price and estimated delivery date are shown at checkout.',
        'We ship only to addresses in the United States.',
      ],
    },
    {
      heading: 'Tracking your order',
      paragraphs: [
        'When your order ships, we send you a tracking number by e-mail and in the app. Open ' +
          'Orders, choose the order and view its logistics details to follow the shipment.',
      ],
    },
    {
      heading: 'Damaged, lost or delayed shipments',
      paragraphs: [
        'Check your items when they arrive and contact us within 7 days if anything is damaged or ' +
          'missing. Purchase protection covers lost and damaged shipments with a replacement or a ' +
          'full refund.',
        'If your order has not arrived within the promised window, contact support and we will ' +
          'trace it with the carrier.',
      ],
    },
  ],
  enabled: true,
};

export const deliveryPolicy: PolicyPageSeed = {
  key: 'delivery-policy',
  title: 'Delivery Policy',
  summary:
    'The ways to receive your order – installation at a partner shop, pick-up at a pick-up point ' +
    'or home delivery – and what to expect with each.',
  sections: [
    {
      heading: 'Choosing how to receive your order',
      paragraphs: [
        'At checkout, choose installation at a partner installer shop, pick-up at a pick-up point ' +
          'or home delivery. The options offered depend on the items in your order and your ' +
          'location.',
        'In the Greater Los Angeles area, delivery to your home, shop or pick-up point is free and ' +
          'takes 1–3 business days. Oversize items may incur a fee.',
      ],
    },
    {
      heading: 'Installation at a partner shop',
      paragraphs: [
        'Choose from 200+ partner installer shops; the app shows shops within 10 miles of your ' +
          'location. We deliver your tires directly to the shop you pick.',
        'When your tires arrive, the shop contacts you to confirm a time. Installation fees are ' +
          'shown on your order, and any extra work is agreed directly with the shop before it ' +
          'starts.',
      ],
    },
    {
      heading: 'Pick-up points',
      paragraphs: [
        'Choose a pick-up point near you at checkout, and we will notify you by e-mail and in the ' +
          'app when your order is ready. Bring your order number and a photo ID.',
        'At some locations, you confirm collection by scanning the pick-up station’s QR code in ' +
          'the app. Orders are held for 7 days, after which you can contact us to arrange a new ' +
          'pick-up or a refund.',
      ],
    },
    {
      heading: 'Home delivery',
      paragraphs: [
        'We deliver to the address you enter at checkout, and a signature is not usually required. ' +
          'Tires are bulky, so the carrier leaves them at your door or another safe place unless you ' +
          'add delivery instructions.',
        'Check your address before you pay. If you need to change it after your order ships, ' +
          'contact support and we will do our best to redirect it.',
      ],
    },
    {
      heading: 'Warehouse pick-up',
      paragraphs: [
        'Our Los Angeles warehouse is open Monday to Saturday, 8:00am–6:00pm PT, for pick-up of ' +
          'paid online orders only. Tires are not sold at the warehouse and there are no walk-in ' +
          'sales.',
      ],
    },
    {
      heading: 'Problems with delivery',
      paragraphs: [
        'Inspect your items on delivery or pick-up and report any damage or missing items within 7 ' +
          'days. Under our purchase protection, we will send a replacement or give you a full refund ' +
          'for orders that are lost, damaged or incorrect.',
      ],
    },
  ],
  enabled: true,
};

export const returnPolicy: PolicyPageSeed = {
  key: 'return-policy',
  title: 'Return Policy',
  summary:
    'Hassle-free returns within 30 days for unmounted, unused tires and other items in their ' +
    'original condition.',
  sections: [
    {
      heading: '30-day returns',
      paragraphs: [
        'You can return most items within 30 days of delivery or pick-up. Tires must be unmounted, ' +
          'unused and in their original condition, with labels and stickers still attached.',
        'Car parts and accessories must be unused, uninstalled and in their original packaging.',
      ],
    },
    {
      heading: 'What cannot be returned',
      paragraphs: [
        'Tires that have been mounted on a wheel or driven on cannot be returned, except for ' +
          'defects covered by the manufacturer’s warranty. Installation and other services cannot be ' +
          'returned once they have been performed.',
        'Items marked as final sale at checkout cannot be returned unless they arrive damaged or ' +
          'defective.',
      ],
    },
    {
      heading: 'Defective or incorrect items',
      paragraphs: [
        'If an item arrives damaged, is defective or is not what you ordered, contact us and we ' +
          'will send a replacement or give you a full refund under our purchase protection. Return ' +
          'shipping for these items is on us.',
        'If you suspect a manufacturing defect in a mounted tire, we will help you file a warranty ' +
          'claim with the manufacturer. The tire may need to be inspected at a partner shop.',
      ],
    },
    {
      heading: 'How to start a return',
      paragraphs: [
        'In the Tread app, go to Orders → Refunds, choose the order and the items you want to ' +
          'return, and select a reason. You can add up to 5 photos and a short note.',
        'Once we approve your request, we send you return instructions and a shipping label. After ' +
          'you ship the items, enter the return tracking number on the refund details screen.',
        'If you need help, call (888) 555-0137 or chat with us in the app.',
      ],
    },
    {
      heading: 'Return shipping',
      paragraphs: [
        'Return shipping is free when the return is due to our error or a defect. For other ' +
          'returns, the cost of the prepaid return label is deducted from your refund, or you can ' +
          'ship the items yourself with a tracked service.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'We inspect returned items within 3 business days of receiving them. Approved refunds go ' +
          'back to your original payment method; card refunds usually appear within 5–10 business ' +
          'days, and balance refunds appear right away.',
        'If you paid with Affirm or Klarna, the refund is sent to the provider and your installment ' +
          'plan is adjusted. If you cancel an order before it ships, you receive a full refund.',
      ],
    },
  ],
  enabled: true,
};
