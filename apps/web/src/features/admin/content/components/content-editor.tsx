import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import { LOCALES, type Locale } from '@can/contracts/locale';
import { CONTENT_LIMITS, type EditorialKind } from '@can/contracts/admin-content-paths';
import type { AdminArticle } from '@can/contracts/admin-content';
import { ApiError } from '../../../../lib/api-error';
import { formatAirportDateTime } from '../../../../lib/airport-time';
import { useAdminT } from '../../shell/admin-language';
import { AdminPage } from '../../shell/ui/admin-page';
import ui from '../../shell/ui/admin-ui.module.css';
import { useContentChanges } from '../api/content-queries';
import { useCreatePreview } from '../api/create-preview';
import type { ContentArea } from '../model/content-area';
import {
  draftProblem,
  draftsOf,
  isWritten,
  sameDrafts,
  textsOf,
  withSummariesOf,
  type Drafts,
  type LanguageDraft,
} from '../model/content-draft';
import { LanguageTabs } from './language-tabs';
import { StatusPill } from './status-pill';
import { useLeaveGuard } from './use-leave-guard';
import styles from './content.module.css';

// TipTap and ProseMirror load with the editor, never with the lists or the public site.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const reasonOf = (error: unknown) =>
  error instanceof ApiError ? (error.details.serverMessage ?? error.message) : String(error);

/**
 * Writes one notification or article in every language: title, summary and rich text per
 * language tab, then save, publish, unpublish or preview. `onSaved` is told the id the item has
 * after each save (a new item, or a notification renumbered when published).
 */
export function ContentEditor({
  area,
  item,
  onSaved,
}: {
  area: ContentArea;
  item: AdminArticle | undefined;
  onSaved: (id: number) => void;
}) {
  const { t } = useAdminT('admin-content');
  const id = useId();
  const [saved, setSaved] = useState(item);
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(item));
  // The texts as last saved from this page (the server's copy may differ: sanitized, summaries).
  const [baseline, setBaseline] = useState<Drafts>(() => draftsOf(item));
  const [locale, setLocale] = useState<Locale>(
    () => LOCALES.find((l) => item?.texts[l]) ?? 'zh-CN',
  );
  const [kind, setKind] = useState<EditorialKind>(area.kinds?.[0] ?? 'headline');
  const [folder, setFolder] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const [previewHref, setPreviewHref] = useState('');
  const changes = useContentChanges(area);
  const preview = useCreatePreview();
  const busy =
    changes.create.isPending ||
    changes.update.isPending ||
    changes.publish.isPending ||
    changes.unpublish.isPending ||
    preview.isPending;

  const dirty = !sameDrafts(drafts, baseline);
  useLeaveGuard(dirty, area.base);
  const draft = drafts[locale];
  const edit = (field: keyof LanguageDraft, value: string) =>
    setDrafts((all) => ({ ...all, [locale]: { ...all[locale], [field]: value } }));

  const settled = (next: AdminArticle, text: string) => {
    setSaved(next);
    setMessage(text);
    setProblem('');
    if (next.id !== saved?.id) onSaved(next.id);
    return next;
  };

  const fail = (error: unknown) => {
    setMessage('');
    setProblem(t('editor.failed', { reason: reasonOf(error) }));
    return null;
  };

  /**
   * After a save, the summaries as the server keeps them (one made from the text shows), unless
   * the editor typed meanwhile; the texts as sent become the unchanged state.
   */
  const adopt = (submitted: Drafts, answer: AdminArticle) => {
    const next = withSummariesOf(submitted, answer);
    setDrafts((current) => (current === submitted ? next : current));
    setBaseline(next);
  };

  /** Saves what changed; answers the item as saved, or null when nothing could be saved. */
  async function save(): Promise<AdminArticle | null> {
    const found = draftProblem(drafts);
    if (found) {
      if (found.kind === 'titleMissing') setLocale(found.locale);
      setMessage('');
      setProblem(
        found.kind === 'noTitle'
          ? t('editor.titleRequired')
          : t('editor.titleMissing', { language: t(`locale.${found.locale}`) }),
      );
      document.getElementById(`${id}-title`)?.focus();
      return null;
    }
    const texts = textsOf(drafts);
    const submitted = drafts;
    try {
      if (!saved) {
        const body =
          area.kinds === null
            ? { texts }
            : { kind, texts, ...(kind === 'page' ? { urlKey: folder.trim() } : {}) };
        const created = await changes.create.mutateAsync(body);
        adopt(submitted, created);
        return settled(created, t('editor.created'));
      }
      if (!dirty) return saved;
      const updated = await changes.update.mutateAsync({
        id: saved.id,
        updatedAt: saved.updatedAt,
        texts,
      });
      adopt(submitted, updated);
      return settled(updated, t('editor.saved'));
    } catch (error) {
      return fail(error);
    }
  }

  async function publish() {
    const current = await save();
    if (!current) return;
    try {
      settled(await changes.publish.mutateAsync({ id: current.id }), t('editor.publishedDone'));
    } catch (error) {
      fail(error);
    }
  }

  async function unpublish() {
    if (!saved) return;
    try {
      settled(await changes.unpublish.mutateAsync({ id: saved.id }), t('editor.unpublishedDone'));
    } catch (error) {
      fail(error);
    }
  }

  async function openPreview() {
    if (!draft.title.trim()) {
      setMessage('');
      setProblem(t('editor.previewNeedsTitle'));
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    const itemKind = saved?.kind ?? (area.kinds === null ? 'notification' : kind);
    const urlKey = saved?.urlKey ?? (itemKind === 'page' ? folder.trim() : undefined);
    try {
      const ticket = await preview.mutateAsync({
        kind: itemKind,
        ...(urlKey ? { urlKey } : {}),
        locale,
        title: draft.title.trim(),
        summary: draft.summary.trim(),
        content: draft.content,
      });
      setPreviewHref(ticket.href);
      setProblem('');
      setMessage(t('editor.previewReady'));
      window.open(ticket.href, '_blank', 'noopener');
    } catch (error) {
      fail(error);
    }
  }

  const notifications = area.key === 'notifications';
  const firstTitle = saved ? (LOCALES.map((l) => saved.texts[l]?.title).find(Boolean) ?? '') : '';
  const title = saved
    ? t('editor.editTitle', { title: firstTitle })
    : t(notifications ? 'editor.newNotificationTitle' : 'editor.newArticleTitle');

  return (
    <AdminPage
      title={title}
      actions={
        <Link to={area.base} className={ui.button}>
          <ArrowLeft aria-hidden="true" size={18} />
          {t(notifications ? 'editor.backToNotifications' : 'editor.backToArticles')}
        </Link>
      }
    >
      <form
        className={styles.editorForm}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <div className={styles.meta}>
          {saved ? (
            <>
              <StatusPill status={saved.status} />
              {area.kinds && (
                <span>
                  {t('editor.kindFixed', { kind: t(`kind.${saved.kind}`), folder: saved.urlKey })}
                </span>
              )}
              {saved.publishedAt && (
                <span>
                  {t('editor.publishedAt', { date: formatAirportDateTime(saved.publishedAt) })}
                </span>
              )}
              <span>{t('editor.savedAt', { date: formatAirportDateTime(saved.updatedAt) })}</span>
            </>
          ) : (
            <StatusPill status="draft" />
          )}
          {dirty && <span className={styles.unsaved}>{t('editor.unsaved')}</span>}
        </div>

        {!saved && area.kinds && (
          <div className={styles.kindRow}>
            <div className={ui.field}>
              <label htmlFor={`${id}-kind`}>{t('editor.kind')}</label>
              <select
                id={`${id}-kind`}
                value={kind}
                onChange={(event) => setKind(event.target.value as EditorialKind)}
              >
                {area.kinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </select>
            </div>
            {kind === 'page' && (
              <div className={ui.field}>
                <label htmlFor={`${id}-folder`}>{t('editor.folder')}</label>
                <input
                  id={`${id}-folder`}
                  value={folder}
                  required
                  pattern="[A-Za-z0-9_-]+"
                  aria-describedby={`${id}-folder-hint`}
                  onChange={(event) => setFolder(event.target.value)}
                />
                <span id={`${id}-folder-hint`} className={ui.hint}>
                  {t('editor.folderHint')}
                </span>
              </div>
            )}
          </div>
        )}

        <fieldset className={styles.languages}>
          <legend id={`${id}-languages`}>{t('editor.languages')}</legend>
          <p className={ui.hint}>{t('editor.languagesHint')}</p>
          <LanguageTabs
            active={locale}
            written={(l) => isWritten(drafts[l])}
            onSelect={setLocale}
            idPrefix={id}
            labelledBy={`${id}-languages`}
          />
          <div
            role="tabpanel"
            id={`${id}-panel`}
            aria-labelledby={`${id}-tab-${locale}`}
            className={styles.panel}
          >
            <div className={ui.field}>
              <label htmlFor={`${id}-title`}>
                {t('editor.title')} · {t(`locale.${locale}`)}
              </label>
              <input
                id={`${id}-title`}
                lang={locale}
                value={draft.title}
                maxLength={CONTENT_LIMITS.title}
                aria-describedby={`${id}-title-hint`}
                onChange={(event) => edit('title', event.target.value)}
              />
              <span id={`${id}-title-hint`} className={ui.hint}>
                {t('editor.titleHint', { max: CONTENT_LIMITS.title })}
              </span>
            </div>
            <div className={ui.field}>
              <label htmlFor={`${id}-summary`}>
                {t('editor.summary')} · {t(`locale.${locale}`)}
              </label>
              <textarea
                id={`${id}-summary`}
                lang={locale}
                rows={2}
                value={draft.summary}
                maxLength={CONTENT_LIMITS.summary}
                aria-describedby={`${id}-summary-hint`}
                onChange={(event) => edit('summary', event.target.value)}
              />
              <span id={`${id}-summary-hint`} className={ui.hint}>
                {t('editor.summaryHint')}
              </span>
            </div>
            <div className={ui.field}>
              <span id={`${id}-content-label`} className={ui.label}>
                {t('editor.content')} · {t(`locale.${locale}`)}
              </span>
              <Suspense
                fallback={
                  <p className={styles.editorLoading} role="status">
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
                  onChange={(html) => edit('content', html)}
                />
              </Suspense>
              <span id={`${id}-content-hint`} className={ui.hint}>
                {t('editor.contentHint')}
              </span>
            </div>
          </div>
        </fieldset>

        <div className={styles.result}>
          <p role="status" className={styles.live}>
            {message}
            {message && previewHref && (
              <>
                {' '}
                <a href={previewHref} target="_blank" rel="noopener">
                  {t('editor.previewOpen')}
                </a>
              </>
            )}
          </p>
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        </div>

        <div className={ui.actions}>
          <button type="submit" className={ui.button} disabled={busy}>
            {busy ? t('editor.saving') : t(saved ? 'editor.saveChanges' : 'editor.save')}
          </button>
          {saved?.status === 'published' ? (
            <button
              type="button"
              className={ui.buttonDanger}
              disabled={busy}
              onClick={() => void unpublish()}
            >
              {t('editor.unpublish')}
            </button>
          ) : (
            <button
              type="button"
              className={ui.buttonPrimary}
              disabled={busy}
              onClick={() => void publish()}
            >
              {t(saved && !dirty ? 'editor.publish' : 'editor.publishNow')}
            </button>
          )}
          <button
            type="button"
            className={ui.button}
            disabled={busy}
            aria-describedby={`${id}-preview-hint`}
            onClick={() => void openPreview()}
          >
            <Eye aria-hidden="true" size={18} />
            {t('editor.preview')}
          </button>
          <span id={`${id}-preview-hint`} className={ui.hint}>
            {t('editor.previewHint')}
          </span>
        </div>
      </form>
    </AdminPage>
  );
}
