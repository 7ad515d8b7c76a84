/** The product's name: Voices in every language, in Latin letters (docs/localisation.md). */
export const BRAND = 'Voices';
// The tagline (spec 000 §1 and 001 §1) is the catalogue's `brand.tagline`.
