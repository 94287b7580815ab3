import type { PolicyPageSeed } from './policies';

/** The help pages: about us, contact us and the FAQ. */

export const aboutUs: PolicyPageSeed = {
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
};

export const contactUs: PolicyPageSeed = {
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
};

export const faq: PolicyPageSeed = {
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
};
