import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { NamespaceTexts } from '../../../lib/namespace-texts';
import { FilterBar } from '../../../ui/filter-bar';
import { faqQuestionPath, useFaqAnswers } from '../api/search-faq';
import styles from './faq-answers.module.css';

const TYPING_PAUSE_MS = 350;

function FaqAnswersContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('faq');
  const inputId = useId();
  const resultsId = useId();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const answers = useFaqAnswers(keyword);

  // Answers as the traveller types, once they pause.
  useEffect(() => {
    const words = text.trim();
    if (words === keyword) return;
    const timer = setTimeout(() => setKeyword(words), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(text.trim());
  };

  let status = '';
  if (keyword && answers.isFetching) status = t('assistant.searching');
  else if (keyword && answers.isError) status = t('assistant.error');
  else if (keyword && answers.isSuccess && answers.data.list.length === 0)
    status = t('assistant.none');

  return (
    <section className={styles.search} aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className={styles.title}>
        {t('assistant.title')}
      </h3>
      <FilterBar
        onSubmit={submit}
        label={t('assistant.label')}
        labelClassName={styles.label}
        input={{
          id: inputId,
          value: text,
          maxLength: 100,
          placeholder: t('assistant.placeholder'),
          'aria-describedby': resultsId,
          onChange: (event) => setText(event.target.value),
        }}
        submit={t('assistant.submit')}
      />
      <div id={resultsId} aria-live="polite" className={styles.results}>
        {status && <p className={styles.status}>{status}</p>}
        {keyword && answers.isSuccess && answers.data.list.length > 0 && (
          <>
            <h4 className={styles.resultsTitle}>{t('assistant.results')}</h4>
            <ol className={styles.list} data-testid="faq-answers">
              {answers.data.list.map((hit) => (
                <li key={hit.id}>
                  <Link
                    className={styles.answer}
                    to={faqQuestionPath(hit.category, hit.id)}
                    onClick={onNavigate}
                  >
                    <span className={styles.category}>{hit.categoryName}</span>
                    <span className={styles.question}>{hit.question}</span>
                    <span className={styles.excerpt}>{hit.excerpt}</span>
                    <ChevronRight aria-hidden="true" className={styles.chevron} />
                  </Link>
                </li>
              ))}
            </ol>
            <Link className={styles.more} to="/footer/faq" onClick={onNavigate}>
              {t('assistant.more')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * The FAQ search of the online customer-service dialog: the traveller types a question and
 * sees the best answers, each opening its question on the FAQ page.
 */
export function FaqAnswers({ onNavigate }: { onNavigate: () => void }) {
  return (
    <NamespaceTexts ns="faq" fallback={<div className={styles.placeholder} />}>
      <FaqAnswersContent onNavigate={onNavigate} />
    </NamespaceTexts>
  );
}
