import type { EditorialKind } from '@can/contracts/admin-content-paths';
import type { AdminArticle } from '@can/contracts/admin-content';
import { formatAirportDateTime } from '../../../../lib/airport-time';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import { StatusPill } from './status-pill';
import styles from './content.module.css';

/** The item's state above the form: status, kind and folder, publication and save times. */
export function EditorMeta({
  saved,
  showKind,
  dirty,
}: {
  saved: AdminArticle | undefined;
  showKind: boolean;
  dirty: boolean;
}) {
  const { t } = useAdminT('admin-content');
  return (
    <div className={styles.meta}>
      {saved ? (
        <>
          <StatusPill status={saved.status} />
          {showKind && (
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
  );
}

/** For a new article: its kind, and the folder of a page (fixed once saved). */
export function KindChoice({
  id,
  kinds,
  kind,
  folder,
  onKind,
  onFolder,
}: {
  id: string;
  kinds: readonly EditorialKind[];
  kind: EditorialKind;
  folder: string;
  onKind: (kind: EditorialKind) => void;
  onFolder: (folder: string) => void;
}) {
  const { t } = useAdminT('admin-content');
  return (
    <div className={styles.kindRow}>
      <div className={ui.field}>
        <label htmlFor={`${id}-kind`}>{t('editor.kind')}</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => onKind(event.target.value as EditorialKind)}
        >
          {kinds.map((k) => (
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
            onChange={(event) => onFolder(event.target.value)}
          />
          <span id={`${id}-folder-hint`} className={ui.hint}>
            {t('editor.folderHint')}
          </span>
        </div>
      )}
    </div>
  );
}
