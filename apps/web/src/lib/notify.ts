/**
 * A tiny notification bus. The API client and features emit; the shell renders the messages
 * in a live region. Kept in lib so lib never depends on the shell.
 */
export type NoticeTone = 'error' | 'warning' | 'success' | 'info';

export interface Notice {
  id: number;
  tone: NoticeTone;
  text: string;
  /** Auto-dismiss delay; 0 keeps the message until dismissed. */
  durationMs: number;
  /** A button beside the text ("Reload"), which also dismisses the message. */
  action?: NoticeAction | undefined;
}

export interface NoticeAction {
  label: string;
  run: () => void;
}

export const NOTICE_DURATION_MS = 5_000;

type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();
let nextId = 1;

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emit(input: {
  tone: NoticeTone;
  text: string;
  durationMs?: number;
  action?: NoticeAction;
}): Notice {
  const notice: Notice = {
    id: nextId++,
    tone: input.tone,
    text: input.text,
    durationMs: input.durationMs ?? NOTICE_DURATION_MS,
    action: input.action,
  };
  for (const listener of listeners) listener(notice);
  return notice;
}

export const notifyError = (text: string) => emit({ tone: 'error', text });
export const notifySuccess = (text: string) => emit({ tone: 'success', text });
