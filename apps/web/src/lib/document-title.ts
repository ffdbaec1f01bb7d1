import { useEffect } from 'react';

/** Sets the tab title while a page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
