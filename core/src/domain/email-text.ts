// Effect-free, so the Connect view checks an email in the page's own code before the client loads.

// One @, no spaces, a dot in the domain with a 2+ letter TLD: what a login form should accept.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value)
