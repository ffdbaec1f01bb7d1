import { NotFoundPage } from '../../features/not-found/pages/not-found-page';

export function Component() {
  return <NotFoundPage />;
}
