/** The request form when no tires fit a vehicle (SPEC §1). */
export const enTireRequest = {
  title: "Can't find tires that fit?",
  text: 'Tell us what you need for your {{vehicle}} and our team will find them for you.',
  quantity: 'Tires',
  size: 'Tire size (if you know it)',
  sizePlaceholder: 'e.g. 225/45R17',
  phone: 'Phone (optional)',
  note: 'Anything else?',
  notePlaceholder: 'Season, brand, budget…',
  submit: 'Send request',
};
