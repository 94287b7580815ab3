import type { PolicyPageSeed } from './policies';

/** The legal policy pages: terms of service, privacy, accessibility, cookies and behavioral advertising. */

export const serviceTerms: PolicyPageSeed = {
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
};

export const privacyPolicy: PolicyPageSeed = {
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
};

export const accessibility: PolicyPageSeed = {
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
};

export const cookiesPolicy: PolicyPageSeed = {
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
};
