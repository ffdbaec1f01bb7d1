/** "138****1234": enough to tell numbers apart on a page or in a log, not the number. */
export const maskedMobile = (mobile: string): string =>
  mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
