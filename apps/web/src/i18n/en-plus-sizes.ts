/** Plus sizes (issue 19): the sizes within 3% of the searched size's diameter, on the tire results page. */
export const enPlusSizes = {
  open: 'Plus sizes',
  openDetail_one: '{{count}} other size fits the same car',
  openDetail_other: '{{count}} other sizes fit the same car',
  title: 'Plus sizes for {{size}}',
  intro:
    'These sizes are within 3% of the overall diameter of {{size}}, so they fit the same car. Your speedometer reads a little differently on each.',
  listLabel: 'Sizes that fit in place of {{size}}',
  difference: '{{percent}} diameter · speedometer 60 → {{mph}} mph',
  tires_one: '{{count}} tire',
  tires_other: '{{count}} tires',
  convention: {
    minus_one: 'Minus 1 · {{rim}}″ rim',
    same_rim: 'Same rim',
    plus_one: 'Plus 1 · {{rim}}″ rim',
    plus_two: 'Plus 2 · {{rim}}″ rim',
  },
  otherRim: '{{rim}}″ rim',
  note: 'A size on a different rim needs wheels of that size. Check the load index and speed rating before you switch.',
} as const;
