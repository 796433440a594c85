// Apart from locales.ts: the page's first bundle needs only this constant, not the matching.

/**
 * For tests only: English with every message wrapped in ⟦ ⟧, so a test can find any text a
 * person would see that did not come from a catalogue.
 */
export const PSEUDO_LOCALE = "en-XA"
