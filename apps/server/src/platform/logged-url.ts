/**
 * Query parameters whose values are secrets or personal: never written to a log line (the
 * service desk looks up flight alerts by mobile or e-mail, issue 22).
 */
const SECRET_PARAMS = new Set(['token', 'password', 'code', 'signature', 'mobile', 'email']);

/**
 * The request URL as the access log may show it: the values of secret query parameters
 * (a preview token, for one) are replaced. Paths and other parameters stay as sent.
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape is logged as sent; it cannot name a secret parameter.
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}
