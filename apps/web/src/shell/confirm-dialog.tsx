import { useId, useRef, useSyncExternalStore } from 'react';
import { ModalDialog } from './modal-dialog';
import { SafeHtml } from './safe-html';
import { useFrameTranslation } from './frame-texts';
import styles from './confirm-dialog.module.css';

/*
 * The confirmation dialog of spec section 2: centred, never closed by a click outside, a title,
 * a body that may contain markup, an optional secondary line, a confirm button and a cancel
 * button only when cancelable; each button reports its choice. Escape cancels a cancelable one
 * and does nothing to the other kind. On the native <dialog> (see modal-dialog.tsx): about 1 KB,
 * where a Radix dialog is 14 KB gzip, and this one can open on a phone's first view.
 */

export type ConfirmChoice = 'confirm' | 'cancel';

export interface ConfirmOptions {
  title: string;
  /** May contain markup; shown through the allow-list of safe-html.tsx. */
  body: string;
  /** A quieter line under the body. */
  secondary?: string | undefined;
  confirmLabel?: string | undefined;
  cancelLabel?: string | undefined;
  /** Offers a cancel button and lets Escape cancel. */
  cancelable?: boolean | undefined;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, or a close forced by the browser: never a confirmation. */
  onCancel?: (() => void) | undefined;
}

export function ConfirmDialog({
  open,
  title,
  body,
  secondary,
  confirmLabel,
  cancelLabel,
  cancelable = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useFrameTranslation();
  const titleId = useId();
  const bodyId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <ModalDialog
      open={open}
      onOpenChange={() => onCancel?.()}
      dismissible={cancelable}
      // The safe choice first: cancel when there is one.
      initialFocus={cancelable ? cancelRef : confirmRef}
      className={styles.dialog}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={bodyId}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          <SafeHtml html={body} />
          {secondary && <p className={styles.secondary}>{secondary}</p>}
        </div>
        <div className={styles.actions}>
          {cancelable && (
            <button ref={cancelRef} type="button" className={styles.cancel} onClick={onCancel}>
              {cancelLabel ?? t('dialog.cancel')}
            </button>
          )}
          <button ref={confirmRef} type="button" className={styles.confirm} onClick={onConfirm}>
            {confirmLabel ?? t('dialog.confirm')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

interface Request {
  options: ConfirmOptions;
  resolve: (choice: ConfirmChoice) => void;
  open: boolean;
}
let current: Request | undefined;
const waiting: Request[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Asks the visitor and resolves with the button they chose. Needs <ConfirmDialogHost /> in the
 * page (the page frame renders it). A request made while another is open waits its turn.
 */
export function confirm(options: ConfirmOptions): Promise<ConfirmChoice> {
  return new Promise((resolve) => {
    const request = { options, resolve, open: true };
    if (current?.open) waiting.push(request);
    else {
      current = request;
      notify();
    }
  });
}

function settle(choice: ConfirmChoice) {
  if (!current?.open) return;
  const done = current;
  // Kept, closed, so the dialog can close normally and hand focus back.
  current = { ...done, open: false };
  done.resolve(choice);
  const next = waiting.shift();
  if (next) current = next;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const noRequest = () => undefined;

export function ConfirmDialogHost() {
  // The server renders no dialog: one opens only on a visitor's action.
  const request = useSyncExternalStore(subscribe, () => current, noRequest);
  if (!request) return null;
  return (
    <ConfirmDialog
      {...request.options}
      open={request.open}
      onConfirm={() => settle('confirm')}
      onCancel={() => settle('cancel')}
    />
  );
}
