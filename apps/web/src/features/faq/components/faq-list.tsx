import { useEffect, useRef, useState } from 'react';
import type { FaqQuestion } from '@can/contracts/faq';
import { FaqItem, faqItemId } from './faq-item';
import styles from './faq-list.module.css';

/**
 * A page of questions. The deep-linked question starts open and is scrolled to and focused
 * once; the others open and close on their own. Give it key={the URL's search} so a new view
 * starts fresh.
 */
export function FaqList({
  questions,
  openQuestionId,
  showCategory,
  labelledBy,
}: {
  questions: FaqQuestion[];
  openQuestionId: number | undefined;
  showCategory: boolean;
  labelledBy: string;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(openQuestionId ? [openQuestionId] : []),
  );
  const scrolled = useRef(false);
  const linkedIsShown = questions.some((q) => q.id === openQuestionId);

  useEffect(() => {
    if (scrolled.current || !openQuestionId || !linkedIsShown) return;
    scrolled.current = true;
    const item = document.getElementById(faqItemId(openQuestionId));
    item?.scrollIntoView({ block: 'start' });
    document.getElementById(`${faqItemId(openQuestionId)}-button`)?.focus({ preventScroll: true });
  }, [openQuestionId, linkedIsShown]);

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {questions.map((question) => (
        <FaqItem
          key={question.id}
          question={question}
          expanded={expanded.has(question.id)}
          onToggle={() => toggle(question.id)}
          showCategory={showCategory}
        />
      ))}
    </ul>
  );
}
