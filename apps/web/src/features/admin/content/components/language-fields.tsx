import { lazy, Suspense } from 'react';
import type { Locale } from '@can/contracts/locale';
import { CONTENT_LIMITS } from '@can/contracts/admin-content-paths';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import { LanguageTabs, languageTabIds } from '../../shell/ui/language-tabs';
import { isComplete, type Drafts, type LanguageDraft } from '../model/content-draft';
import styles from './content.module.css';

// TipTap and ProseMirror load with the editor, never with the lists or the public site.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * The texts of one item, a tab per language: title, summary and rich text of the chosen
 * language. `id` prefixes every element id (the title field is `${id}-title`).
 */
export function LanguageFields({
  id,
  drafts,
  locale,
  onSelect,
  onEdit,
}: {
  id: string;
  drafts: Drafts;
  locale: Locale;
  onSelect: (locale: Locale) => void;
  onEdit: (field: keyof LanguageDraft, value: string) => void;
}) {
  const { t } = useAdminT('admin-content');
  const draft = drafts[locale];
  const language = t(`locale.${locale}`);
  const ids = languageTabIds(id);
  return (
    <fieldset className={ui.box}>
      <legend id={`${id}-languages`}>{t('editor.languages')}</legend>
      <p className={ui.hint}>{t('editor.languagesHint')}</p>
      <LanguageTabs
        active={locale}
        complete={(l) => isComplete(drafts[l])}
        onSelect={onSelect}
        idPrefix={id}
        labelledBy={`${id}-languages`}
      />
      <div
        role="tabpanel"
        id={ids.panel}
        aria-labelledby={ids.tab(locale)}
        className={styles.panel}
      >
        <div className={ui.field}>
          <label htmlFor={`${id}-title`}>
            {t('editor.title')} · {language}
          </label>
          <input
            id={`${id}-title`}
            lang={locale}
            value={draft.title}
            maxLength={CONTENT_LIMITS.title}
            aria-describedby={`${id}-title-hint`}
            onChange={(event) => onEdit('title', event.target.value)}
          />
          <span id={`${id}-title-hint`} className={ui.hint}>
            {t('editor.titleHint', { max: CONTENT_LIMITS.title })}
          </span>
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-summary`}>
            {t('editor.summary')} · {language}
          </label>
          <textarea
            id={`${id}-summary`}
            lang={locale}
            rows={2}
            value={draft.summary}
            maxLength={CONTENT_LIMITS.summary}
            aria-describedby={`${id}-summary-hint`}
            onChange={(event) => onEdit('summary', event.target.value)}
          />
          <span id={`${id}-summary-hint`} className={ui.hint}>
            {t('editor.summaryHint')}
          </span>
        </div>
        <div className={ui.field}>
          <span id={`${id}-content-label`} className={ui.label}>
            {t('editor.content')} · {language}
          </span>
          <Suspense
            fallback={
              <p className={`${ui.box} ${styles.editorLoading}`} role="status">
                {t('editor.editorLoading')}
              </p>
            }
          >
            <RichTextEditor
              key={locale}
              id={`${id}-content`}
              labelId={`${id}-content-label`}
              describedBy={`${id}-content-hint`}
              lang={locale}
              initialHtml={draft.content}
              onChange={(html) => onEdit('content', html)}
            />
          </Suspense>
          <span id={`${id}-content-hint`} className={ui.hint}>
            {t('editor.contentHint')}
          </span>
        </div>
      </div>
    </fieldset>
  );
}
