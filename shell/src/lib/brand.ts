/** Spec 000 §1 and 001 §1. */
export const TAGLINE = 'Your world, your voice: Share, read & react to global stories';
