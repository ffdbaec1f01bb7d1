/**
 * Lets lib code (the API client) move the visitor without importing the router instance:
 * the app registers the router's navigate at start-up.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate | undefined;

export function registerNavigate(navigate: Navigate): () => void {
  navigateImpl = navigate;
  return () => {
    if (navigateImpl === navigate) navigateImpl = undefined;
  };
}

export function navigateTo(to: string): void {
  if (navigateImpl) navigateImpl(to);
  else window.location.assign(to);
}
