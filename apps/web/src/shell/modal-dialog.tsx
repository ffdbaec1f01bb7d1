import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './modal-dialog.module.css';

/*
 * A controlled modal on the native <dialog> element. showModal() gives what a modal needs
 * without a library: the rest of the page becomes inert (focus stays inside, screen readers
 * see only the dialog), the dialog sits in the top layer, and on close the browser gives focus
 * back to where it was. Radix Dialog was tried first: its scroll lock injects a <style>
 * element, which this site's Content-Security-Policy (style-src 'self') refuses.
 */

export interface ModalDialogProps {
  open: boolean;
  /** Called with false when the visitor closes it (Escape, backdrop) or the browser does. */
  onOpenChange: (open: boolean) => void;
  /** Escape closes it (the browser's close request). */
  dismissible?: boolean;
  /** A click on the backdrop closes it. */
  closeOnBackdrop?: boolean;
  /** Focused on opening; otherwise the browser focuses the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  className?: string | undefined;
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string | undefined;
  testId?: string;
  children: ReactNode;
}

export function ModalDialog({
  open,
  onOpenChange,
  dismissible = true,
  closeOnBackdrop = false,
  initialFocus,
  className,
  role,
  labelledBy,
  describedBy,
  testId,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closingOnRequest = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      closingOnRequest.current = true;
      dialog.close();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      data-testid={testId}
      closedby={dismissible ? (closeOnBackdrop ? 'any' : 'closerequest') : 'none'}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onOpenChange(false);
      }}
      onClose={() => {
        // Closed by the page (open became false): nothing to report.
        if (closingOnRequest.current) closingOnRequest.current = false;
        else onOpenChange(false);
      }}
      onClick={(event) => {
        // The dialog's box is filled by its content, so a click on the dialog itself is outside.
        if (closeOnBackdrop && event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      {open && children}
    </dialog>
  );
}
