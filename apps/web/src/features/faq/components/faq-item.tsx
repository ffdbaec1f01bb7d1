import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import ChevronDown from 'lucide-react/icons/chevron-down';
import LinkIcon from 'lucide-react/icons/link';
import type { FaqQuestion } from '@can/contracts/faq';
import { SafeHtml } from '../../../shell/safe-html';
import { faqSearch } from '../model/faq-url-state';
import styles from './faq-item.module.css';

export const faqItemId = (id: number) => `faq-question-${id}`;

/**
 * One question as a disclosure (a button with aria-expanded controlling the answer region),
 * the answer's markup rendered through the frame's allow-list renderer, and a link to itself.
 */
export function FaqItem({
  question,
  expanded,
  onToggle,
  showCategory,
}: {
  question: FaqQuestion;
  expanded: boolean;
  onToggle: () => void;
  showCategory: boolean;
}) {
  const { t } = useTranslation('faq');
  const { pathname } = useLocation();
  const id = faqItemId(question.id);
  return (
    <li className={styles.item} id={id} data-testid="faq-item">
      <h3 className={styles.heading}>
        <button
          type="button"
          id={`${id}-button`}
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={`${id}-answer`}
          onClick={onToggle}
        >
          <span className={styles.question}>
            {showCategory && <span className={styles.category}>{question.categoryName}</span>}
            {question.question}
          </span>
          <ChevronDown aria-hidden="true" className={styles.chevron} />
        </button>
      </h3>
      <div
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-button`}
        className={styles.answer}
        hidden={!expanded}
      >
        {expanded && (
          <>
            <SafeHtml className={styles.body} html={question.answer} />
            <Link
              className={styles.permalink}
              to={`${pathname}${faqSearch({ category: question.category, questionId: question.id })}`}
            >
              <LinkIcon aria-hidden="true" />
              {t('item.permalink')}
            </Link>
          </>
        )}
      </div>
    </li>
  );
}
