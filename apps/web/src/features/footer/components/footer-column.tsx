import type { FooterColumn as Column } from '@can/contracts/cms';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import ExternalLink from 'lucide-react/icons/external-link';
import { footerHref, imageUrl } from '../api/get-footer-menus';
import styles from './site-footer.module.css';

/** One column: links (internal through the router, http in a new window), labels and pictures. */
export function FooterColumn({ column, imageBase }: { column: Column; imageBase: string }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.column}>
      <h2 className={styles.columnTitle}>{column.title}</h2>
      <ul className={styles.links}>
        {column.children.map((child, index) => (
          <li key={index}>
            {child.type === 'label' ? (
              <span className={styles.label}>{child.content}</span>
            ) : child.type === 'img' ? (
              <img
                className={styles.columnImage}
                src={imageUrl(imageBase, child.link || child.content)}
                alt={child.link ? child.content : ''}
                width={120}
                height={120}
                loading="lazy"
              />
            ) : /^https?:\/\//i.test(child.link) ? (
              <a href={child.link} target="_blank" rel="noopener noreferrer">
                {child.content}
                <ExternalLink aria-hidden="true" className={styles.external} />
                <span className="visually-hidden">{t('opensInNewWindow')}</span>
              </a>
            ) : child.link ? (
              <Link to={footerHref(child)}>{child.content}</Link>
            ) : (
              <span className={styles.label}>{child.content}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
