import { Page } from '../../../ui/page';
import styles from './page-fallback.module.css';

/** The page's outline while its texts load (a few ms): header, filters and rows, no words yet. */
export function PageFallback() {
  return (
    <Page aria-busy="true">
      <span className={styles.title} />
      <span className={styles.filters} />
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} className={styles.row} />
      ))}
    </Page>
  );
}
