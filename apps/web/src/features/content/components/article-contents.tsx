import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { ArticleSection } from './article-body';
import styles from './article-view.module.css';

/** "On this page": links to a long article's sections, beside the text on wide screens. */
export function ArticleContents({ sections }: { sections: ArticleSection[] }) {
  const { t } = useTranslation('content');
  const labelId = useId();
  return (
    <nav className={styles.contents} aria-labelledby={labelId}>
      <p id={labelId} className={styles.contentsLabel}>
        {t('detail.contents')}
      </p>
      <ol className={styles.contentsList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.contentsLink}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
