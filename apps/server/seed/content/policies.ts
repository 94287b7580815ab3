/** A policy page as seeded; the server stamps updatedAt when it stores it. */
export type PolicyPageSeed = {
  key: string;
  title: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
  enabled: boolean;
};

/** The ten policy pages of SPEC §2, in menu order. Copy for Tread (Tread Auto Supply, Inc.), Los Angeles. */
export const policyPages: PolicyPageSeed[] = [
  {
    key: 'service-terms',
    title: 'Terms and Conditions',
    summary:
      'The terms that apply when you browse, order from or book services with Tread, operated by ' +
      'Tread Auto Supply, Inc. in Los Angeles, California.',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'These Terms and Conditions govern your use of the Tread website and app and any order you ' +
            'place with Tread Auto Supply, Inc. (“Tread”, “we”, “us”), a California corporation based ' +
            'in Los Angeles. By creating an account, placing an order or booking a service, you agree ' +
            'to these terms.',
          'We may update these terms from time to time. The version shown here when you place an ' +
            'order is the one that applies to that order.',
          'Our Privacy Policy, Shipping Policy, Delivery Policy and Return Policy form part of these ' +
            'terms.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You can browse and build a cart as a guest, but you need an account to collect points, ' +
            'use coupons and manage orders. You must be at least 18 years old to create an account, ' +
            'and the information you give us must be accurate and current.',
          'You are responsible for keeping your password private and for activity under your ' +
            'account. Tell us right away at support@tread.example if you think someone else has used ' +
            'it.',
        ],
      },
      {
        heading: 'Orders, prices and payment',
        paragraphs: [
          'All prices are in US dollars. We work hard to keep prices, stock and fitment data ' +
            'accurate, but if an item is listed at an obvious pricing error or turns out to be ' +
            'unavailable, we may cancel the order and refund any amount you paid.',
          'An order is confirmed once payment succeeds. Unpaid orders are canceled automatically ' +
            'after 30 minutes, and the items are released back to stock.',
          'We accept major credit and debit cards, Apple Pay, Google Pay, PayPal, Cash App Pay, your ' +
            'Tread balance, and pay-later plans from Affirm and Klarna. Card details are handled by ' +
            'our payment processors and are never stored on our servers.',
        ],
      },
      {
        heading: 'Taxes and fees',
        paragraphs: [
          'Sales tax is charged based on the state where your order is delivered or, for ' +
            'installation orders, the state where the installer shop is located. The amount is shown ' +
            'at checkout before you pay.',
          'California charges a state tire fee of $1.75 per new tire sold, which we collect and pay ' +
            'to the state. Similar fees in other states are listed as a separate line at checkout when ' +
            'they apply.',
          'Installation fees, service fees and any oversize shipping fee are also shown as separate ' +
            'lines before you confirm your order.',
        ],
      },
      {
        heading: 'Best price guarantee and price match',
        paragraphs: [
          'If you find a lower advertised price for the same new tire (same brand, model, size, load ' +
            'index and speed rating) from an authorized US retailer that has it in stock, contact us ' +
            'before you order and we will match it. If you find it within 14 days after your purchase, ' +
            'we will refund the difference.',
          'Price matching does not apply to auction or marketplace sellers, clearance or closeout ' +
            'items, mail-in rebates, membership-only prices, bundle offers or pricing errors. We may ' +
            'verify the offer before we honor a match.',
        ],
      },
      {
        heading: 'Pay later',
        paragraphs: [
          'With Affirm or Klarna you can split eligible purchases into 4 interest-free installments. ' +
            'You must be over 18, a US resident and approved by the provider, and approval is not ' +
            'guaranteed.',
          'Your pay-later plan is an agreement between you and Affirm or Klarna, and their terms ' +
            'apply, including any late fees. If you return an item, the refund is sent to the provider ' +
            'and your plan is adjusted.',
        ],
      },
      {
        heading: 'Installation and partner shops',
        paragraphs: [
          'Installation is performed by independent partner installer shops, not by Tread employees. ' +
            'We ship your tires to the shop you select, and the shop is responsible for the quality of ' +
            'its workmanship.',
          'The installation price shown at checkout covers standard mounting and balancing. Any ' +
            'extra work the shop recommends, such as a wheel alignment, is agreed directly between you ' +
            'and the shop before it starts.',
        ],
      },
      {
        heading: 'Promotions, liability and governing law',
        paragraphs: [
          'Coupons, points, cashback and other promotions follow the rules shown with each offer. ' +
            'They have no cash value unless stated, and points expire one year after they are earned.',
          'To the extent permitted by law, our total liability for an order is limited to the amount ' +
            'you paid for it, and we are not liable for indirect or consequential losses. Nothing in ' +
            'these terms limits rights you have under California or federal consumer law, including ' +
            'manufacturer warranties.',
          'These terms are governed by the laws of the State of California. Questions about them can ' +
            'be sent to support@tread.example.',
        ],
      },
    ],
    enabled: true,
  },
  {
    key: 'privacy-policy',
    title: 'Privacy Policy',
    summary:
      'How Tread Auto Supply, Inc. collects, uses and shares personal information, and the choices ' +
      'and rights you have, including your rights as a California resident.',
    sections: [
      {
        heading: 'Information we collect',
        paragraphs: [
          'We collect the account details you give us, such as your name, e-mail address, phone ' +
            'number, delivery addresses and password.',
          'We collect vehicle and order details, including saved tire sizes, your vehicle’s year, ' +
            'make, model and engine, and its license plate or VIN if you choose to search by them. We ' +
            'also keep records of your orders, returns, reviews and chats with our support team.',
          'We collect device and usage information, such as IP address, device and browser type, ' +
            'pages viewed and approximate location. With your permission, we use precise location to ' +
            'find installer shops and pick-up points near you.',
          'Payment card details are collected directly by our payment processors. We receive only a ' +
            'token, the card type and the last four digits.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'We use your information to process and deliver orders, arrange installation and pick-up, ' +
            'provide customer support, prevent fraud and keep our services secure.',
          'We also use it to recommend tires that fit your vehicle, run rewards and promotions, ' +
            'measure how our website and app perform and, where allowed, show you relevant ads.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We share the details needed to complete your order with the installer shop or pick-up ' +
            'point you choose, with carriers, and with payment and pay-later providers such as PayPal, ' +
            'Stripe, Affirm and Klarna.',
          'Service providers that host our systems or help with analytics, support and marketing may ' +
            'only use the information to provide services to us. We may also disclose information when ' +
            'required by law or to protect our customers and business.',
          'When advertising partners collect device and browsing information through cookies and ' +
            'similar tools for cross-context behavioral advertising, this may be a “sale” or “sharing” ' +
            'of personal information under California law. We do not knowingly sell or share the ' +
            'personal information of consumers under 16.',
        ],
      },
      {
        heading: 'Your California privacy rights',
        paragraphs: [
          'If you are a California resident, the California Consumer Privacy Act, as amended by the ' +
            'California Privacy Rights Act (CCPA/CPRA), gives you the right to know what personal ' +
            'information we collect, use and disclose, to get a copy of it, to correct it and to ask ' +
            'us to delete it.',
          'You also have the right to opt out of the sale or sharing of your personal information ' +
            'and to limit the use of sensitive personal information. We do not use sensitive personal ' +
            'information to infer characteristics about you.',
          'We will not discriminate against you for exercising these rights. You may use an ' +
            'authorized agent, and we may ask you to confirm your identity before we act on a request.',
        ],
      },
      {
        heading: 'How to opt out of sale or sharing',
        paragraphs: [
          'California residents can opt out of the sale or sharing of their personal information by ' +
            'e-mailing privacy@tread.example with the subject “Do Not Sell or Share My Personal ' +
            'Information”. Include the e-mail address or phone number on your account, if you have ' +
            'one; you do not need an account to opt out.',
          'We act on opt-out requests within 15 business days. We also treat a Global Privacy ' +
            'Control signal from your browser as a valid opt-out for that browser.',
          'For any other privacy request, e-mail privacy@tread.example or call (888) 555-0137. We ' +
            'respond within 45 days, as the law requires.',
        ],
      },
      {
        heading: 'Cookies and advertising',
        paragraphs: [
          'We use cookies, pixels and similar technologies to keep you signed in, remember your ' +
            'cart, understand how our services are used and measure our advertising. See our Cookies ' +
            'and Behavioral Advertising page for details and your choices.',
        ],
      },
      {
        heading: 'Retention, security and children',
        paragraphs: [
          'We keep personal information only as long as needed for the purposes above, such as order ' +
            'records kept for tax and warranty purposes, and then delete or de-identify it.',
          'We use administrative, technical and physical safeguards, including encryption in ' +
            'transit, to protect your information. No system is completely secure, so please use a ' +
            'strong, unique password.',
          'Our services are not directed to children under 13, and we do not knowingly collect their ' +
            'personal information.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update this policy and will post the new version here with the date it was ' +
            'updated. If a change is significant, we will also tell you by e-mail or in the app.',
          'Questions about this policy can be sent to privacy@tread.example or to Tread Auto Supply, ' +
            'Inc., Attn: Privacy, Los Angeles, California.',
        ],
      },
    ],
    enabled: true,
  },
  {
    key: 'about-us',
    title: 'About Us',
    summary:
      'Tread is a Los Angeles online store for tires, car parts, accessories and auto services, ' +
      'with 100+ brands and 200+ partner installer shops.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Tread is run by Tread Auto Supply, Inc., a team of drivers, tire technicians and software ' +
            'people based in Los Angeles. We started Tread because buying tires should be as simple as ' +
            'buying anything else online: clear prices, honest advice and no pressure at the counter.',
        ],
      },
      {
        heading: 'What we sell',
        paragraphs: [
          'We carry tires from 100+ brands, from household names to value lines, for cars, SUVs, ' +
            'light trucks and performance vehicles. We also stock car parts and accessories, and offer ' +
            'auto services you can book online.',
          'Search by tire size or by vehicle year, make, model and engine, or look up your vehicle ' +
            'by license plate or VIN to see what fits.',
        ],
      },
      {
        heading: 'How you get your tires',
        paragraphs: [
          'Have your tires installed at one of our 200+ partner installer shops, collect them from a ' +
            'pick-up point, or have them delivered to your home. In the Greater Los Angeles area, ' +
            'shipping is free and takes 1–3 business days.',
          'Our Los Angeles warehouse is a fulfillment center, not a store. Tires are not sold there ' +
            'and there are no walk-in sales, so every order is placed online or in the app.',
        ],
      },
      {
        heading: 'Our promises',
        paragraphs: [
          'We offer a best price guarantee with price match, hassle-free returns within 30 days, ' +
            'purchase protection on every order and support 24 hours a day, 7 days a week.',
          'You can also pay later in 4 interest-free installments with Affirm or Klarna, if you are ' +
            'over 18, a US resident and approved by the provider.',
        ],
      },
      {
        heading: 'Our partner shops',
        paragraphs: [
          'Every partner installer shop is an independent local business that we check for ' +
            'equipment, customer reviews and fair pricing. Installation prices are shown before you ' +
            'check out, so there are no surprises at the shop.',
          'Shop owners who would like to join our network can contact us at support@tread.example.',
        ],
      },
    ],
    enabled: true,
  },
  {
    key: 'contact-us',
    title: 'Contact Us',
    summary: 'Reach the Tread support team any time, day or night, by phone, e-mail, SMS or live chat.',
    sections: [
      {
        heading: 'Phone',
        paragraphs: [
          'Call us toll-free at (888) 555-0137, 24 hours a day, 7 days a week. If your call is about ' +
            'an order, please have your order number ready.',
        ],
      },
      {
        heading: 'E-mail',
        paragraphs: [
          'Write to support@tread.example about orders, returns, fitment or anything else. We ' +
            'usually reply within a few hours, and always within one business day.',
          'For privacy requests, including opting out of the sale or sharing of personal ' +
            'information, e-mail privacy@tread.example.',
        ],
      },
      {
        heading: 'SMS',
        paragraphs: [
          'Text us at (213) 555-0142 for quick questions and order updates. Message and data rates ' +
            'may apply, and you can reply STOP at any time to stop receiving texts.',
        ],
      },
      {
        heading: 'Live chat',
        paragraphs: [
          'In the Tread app, open your account and tap Customer Service under My Orders to chat with ' +
            'our team. If all agents are busy, leave a message and we will reply as soon as someone is ' +
            'free.',
        ],
      },
      {
        heading: 'Warehouse',
        paragraphs: [
          'Our Los Angeles warehouse is open Monday to Saturday, 8:00am–6:00pm PT, for pick-up of ' +
            'online orders only. Tires are not sold at the warehouse and there are no walk-in sales.',
        ],
      },
      {
        heading: 'Company details',
        paragraphs: ['Tread is operated by Tread Auto Supply, Inc., Los Angeles, California.'],
      },
    ],
    enabled: true,
  },
  {
    key: 'faq',
    title: 'FAQ',
    summary:
      'Quick answers to the questions we hear most about fitment, installation, shipping, payment ' +
      'and returns.',
    sections: [
      {
        heading: 'How do I find tires that fit my vehicle?',
        paragraphs: [
          'Search by the size printed on your current tire’s sidewall, such as 225/45R17, or by ' +
            'vehicle year, make, model and engine. You can also look up your vehicle by license plate ' +
            'or VIN.',
          'Save your sizes and vehicles to your tire library so they are ready next time.',
        ],
      },
      {
        heading: 'Can I buy tires at your warehouse?',
        paragraphs: [
          'No. Our Los Angeles warehouse is open weekdays and Saturdays, but tires are not sold ' +
            'there and there are no walk-in sales.',
          'Please order online or in the app, then choose installation, pick-up or home delivery.',
        ],
      },
      {
        heading: 'How does installation at a partner shop work?',
        paragraphs: [
          'Choose installation at checkout and pick one of our 200+ partner installer shops near ' +
            'you. We ship your tires straight to the shop, and the installation price is shown before ' +
            'you pay.',
          'The shop contacts you when your tires arrive to confirm a time. Bring your vehicle and ' +
            'your order number.',
        ],
      },
      {
        heading: 'Is shipping free?',
        paragraphs: [
          'Shipping is free to addresses in the Greater Los Angeles area and usually takes 1–3 ' +
            'business days. Oversize items, such as large truck tires, may incur a fee, which is shown ' +
            'at checkout.',
          'Outside the Greater Los Angeles area, shipping options and fees are calculated at ' + 'checkout.',
        ],
      },
      {
        heading: 'Can I pay later?',
        paragraphs: [
          'Yes. Choose Affirm or Klarna at checkout to split your purchase into 4 interest-free ' +
            'installments. You must be over 18, a US resident and approved by the provider.',
        ],
      },
      {
        heading: 'What taxes and fees will I pay?',
        paragraphs: [
          'Sales tax is based on the state of your delivery address or, for installation orders, the ' +
            'state of the installer shop. In California, a state tire fee of $1.75 applies to each new ' +
            'tire.',
          'All taxes and fees are listed at checkout before you pay.',
        ],
      },
      {
        heading: 'Why was my order canceled?',
        paragraphs: [
          'Unpaid orders are canceled automatically after 30 minutes so that the stock is released ' +
            'for other shoppers. If this happens, simply place the order again.',
        ],
      },
      {
        heading: 'Do you match prices?',
        paragraphs: [
          'Yes. If you find a lower price on the same new tire from an authorized US retailer that ' +
            'has it in stock, contact us and we will match it. See our Terms and Conditions for the ' +
            'details.',
        ],
      },
      {
        heading: 'How do I return something?',
        paragraphs: [
          'Unmounted, unused tires in their original condition can be returned within 30 days. In ' +
            'the app, go to Orders → Refunds, choose the order and items, and follow the steps.',
          'See our Return Policy for full details.',
        ],
      },
      {
        heading: 'What is purchase protection?',
        paragraphs: [
          'Every order is covered. If your order does not arrive, arrives damaged or is not what you ' +
            'ordered, we will send a replacement or give you a full refund.',
        ],
      },
      {
        heading: 'How do I contact support?',
        paragraphs: [
          'We are here 24/7. Call (888) 555-0137, text (213) 555-0142, e-mail support@tread.example ' +
            'or chat with us in the app.',
        ],
      },
    ],
    enabled: true,
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    key: 'accessibility',
    title: 'Accessibility Statement',
    summary:
      'Tread wants its website and app to be usable by everyone, and we aim to meet WCAG 2.1 Level ' + 'AA.',
    sections: [
      {
        heading: 'Our commitment',
        paragraphs: [
          'Tread Auto Supply, Inc. wants everyone, including people with disabilities, to be able to ' +
            'shop for tires, parts and services with us. We aim to conform to the Web Content ' +
            'Accessibility Guidelines (WCAG) 2.1 at Level AA across our website and app.',
        ],
      },
      {
        heading: 'What we do',
        paragraphs: [
          'We design for sufficient color contrast, resizable text, labeled form fields and images, ' +
            'and layouts that work with a keyboard. We test key journeys, such as tire search, ' +
            'checkout and returns, with screen readers including VoiceOver, TalkBack and NVDA.',
          'Accessibility is part of our design and development process, and we review new features ' +
            'before they are released.',
        ],
      },
      {
        heading: 'Known limitations',
        paragraphs: [
          'Some content may not yet fully meet WCAG 2.1 AA, such as product images and descriptions ' +
            'supplied by manufacturers and some third-party payment and pay-later screens. We are ' +
            'working with our partners to improve them.',
        ],
      },
      {
        heading: 'Reporting a problem',
        paragraphs: [
          'If you have trouble using any part of our website or app, please tell us. E-mail ' +
            'support@tread.example with the subject “Accessibility”, call (888) 555-0137, text (213) ' +
            '555-0142 or use live chat in the app.',
          'Describe the page or feature, what you were trying to do, and the device, browser and any ' +
            'assistive technology you use. We aim to respond within 2 business days.',
        ],
      },
      {
        heading: 'Other ways to order',
        paragraphs: [
          'If a barrier stops you from completing an order online, our support team can help you ' +
            'choose tires and place the order over the phone, 24/7, at no extra cost.',
        ],
      },
      {
        heading: 'Ongoing review',
        paragraphs: [
          'We review this statement and our accessibility practices regularly and update them as our ' +
            'services change.',
        ],
      },
    ],
    enabled: true,
  },
  {
    key: 'cookies-and-behavioral-advertising',
    title: 'Cookies and Behavioral Advertising',
    summary:
      'How Tread uses cookies and similar technologies, how behavioral advertising works on our ' +
      'services, and how you can control it.',
    sections: [
      {
        heading: 'What cookies are',
        paragraphs: [
          'Cookies are small text files stored on your device when you visit a website. Our website ' +
            'and app also use similar technologies, such as local storage, pixels, SDKs and device ' +
            'identifiers, which we also call cookies here.',
        ],
      },
      {
        heading: 'Cookies we use',
        paragraphs: [
          'Strictly necessary cookies keep you signed in, remember your cart, tire sizes and ' +
            'vehicles, and help prevent fraud. Our services do not work properly without them.',
          'Functional cookies remember preferences such as your language and location. Analytics ' +
            'cookies show us which pages are used and where errors happen, so we can improve our ' +
            'services.',
          'Advertising cookies are set by us and our partners to measure our ads and show you ' +
            'relevant ads on other websites and apps.',
        ],
      },
      {
        heading: 'Behavioral advertising',
        paragraphs: [
          'We work with advertising partners such as Google, Meta, Microsoft and TikTok. Their tools ' +
            'may collect information about your device and your activity on our services, such as ' +
            'pages and products you view and purchases you make, and use it to show you Tread ads ' +
            'elsewhere.',
          'This is called cross-context behavioral advertising. Under California law, it may be ' +
            'treated as sharing personal information.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'California residents can opt out of the sale or sharing of their personal information by ' +
            'e-mailing privacy@tread.example. We also honor Global Privacy Control signals sent by ' +
            'your browser.',
          'You can block or delete cookies in your browser settings and limit ad tracking in your ' +
            'device settings on iOS and Android. Blocking strictly necessary cookies may stop parts of ' +
            'our website from working.',
          'You can also opt out of interest-based ads from many companies through the Digital ' +
            'Advertising Alliance (optout.aboutads.info) and the Network Advertising Initiative ' +
            '(optout.networkadvertising.org).',
        ],
      },
      {
        heading: 'How long cookies last',
        paragraphs: [
          'Session cookies are deleted when you close your browser. Other cookies last from a few ' +
            'days up to two years, depending on their purpose, unless you delete them sooner.',
        ],
      },
      {
        heading: 'More information',
        paragraphs: [
          'For details on how we handle personal information, see our Privacy Policy. Questions ' +
            'about cookies can be sent to privacy@tread.example.',
        ],
      },
    ],
    enabled: true,
  },
];
