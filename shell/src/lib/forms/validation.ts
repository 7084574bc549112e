const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same loose check as the server: something@something.tld, surrounding spaces ignored. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
