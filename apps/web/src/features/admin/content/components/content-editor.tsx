import { useId, useState } from 'react';
import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import { LOCALES, type Locale } from '@can/contracts/locale';
import type { EditorialKind } from '@can/contracts/admin-content-paths';
import type { AdminArticle } from '@can/contracts/admin-content';
import { ApiError } from '../../../../lib/api-error';
import { useAdminT } from '../../shell/admin-language';
import { AdminPage } from '../../shell/ui/admin-page';
import ui from '../../shell/ui/admin-ui.module.css';
import { useContentChanges } from '../api/content-queries';
import { useCreatePreview } from '../api/create-preview';
import type { ContentArea } from '../model/content-area';
import {
  draftProblem,
  draftsOf,
  sameDrafts,
  textsOf,
  withSummariesOf,
  type Drafts,
  type LanguageDraft,
} from '../model/content-draft';
import { EditorMeta, KindChoice } from './editor-meta';
import { LanguageFields } from './language-fields';
import { useLeaveGuard } from './use-leave-guard';
import styles from './content.module.css';

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
        <EditorMeta saved={saved} showKind={area.kinds !== null} dirty={dirty} />
        {!saved && area.kinds && (
          <KindChoice
            id={id}
            kinds={area.kinds}
            kind={kind}
            folder={folder}
            onKind={setKind}
            onFolder={setFolder}
          />
        )}
        <LanguageFields
          id={id}
          drafts={drafts}
          locale={locale}
          onSelect={setLocale}
          onEdit={edit}
        />

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
