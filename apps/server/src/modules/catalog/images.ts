/**
 * Where a product's drawn pictures live (art-routes.ts draws them from the product's data). The version is
 * part of every URL because the pictures are cached for a year: a change to the drawings bumps it, with a
 * data migration of the URLs products store (see 0024_product_art).
 */
export const ART_VERSION = 1;
const ART = '/api/catalog/art';

/** A tire line's main picture: its tread seen head-on. */
export const tireTreadUrl = (prodId: number): string => `${ART}/tire/${prodId}/tread.svg?v=${ART_VERSION}`;
/** A tire line's sidewall with its lettering and a wheel. */
export const tireSideUrl = (prodId: number): string => `${ART}/tire/${prodId}/side.svg?v=${ART_VERSION}`;
/** A part's picture: its kind, in its brand's color. */
export const partArtUrl = (prodId: number): string => `${ART}/part/${prodId}.svg?v=${ART_VERSION}`;

/** The product page gallery: a tire shows its main picture, then its sidewall. */
export const galleryOf = (prodId: number, image: string, isTire: boolean): string[] =>
  isTire ? [image, tireSideUrl(prodId)] : [image];
