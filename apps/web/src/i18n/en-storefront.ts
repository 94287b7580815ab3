/** The marketing switches' asks (SPEC §2) and deep links. */
export const enStorefront = {
  need: {
    vehicle: 'Add your vehicle first, so we only show what fits it',
    size: 'Enter your tire size first, so we only show what fits',
    'vehicle-or-size': 'Add your vehicle or tire size first, so we only show what fits',
  },
  opening: 'Opening…',
};
