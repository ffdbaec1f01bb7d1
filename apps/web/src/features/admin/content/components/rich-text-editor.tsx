import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Bold from 'lucide-react/icons/bold';
import Heading2 from 'lucide-react/icons/heading-2';
import Heading3 from 'lucide-react/icons/heading-3';
import Italic from 'lucide-react/icons/italic';
import Link2 from 'lucide-react/icons/link-2';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Minus from 'lucide-react/icons/minus';
import Quote from 'lucide-react/icons/quote';
import Redo2 from 'lucide-react/icons/redo-2';
import Strikethrough from 'lucide-react/icons/strikethrough';
import Underline from 'lucide-react/icons/underline';
import Undo2 from 'lucide-react/icons/undo-2';
import { useTranslation } from '../../../../lib/i18n';
import { LinkForm } from './link-form';
import styles from './rich-text-editor.module.css';

/*
 * The rich-text editor of notifications and articles (TipTap). Only what the server's HTML policy
 * keeps is offered: headings 2–3, bold, italic, underline, strike, lists, quotes, rules and links
 * (no code, no colours). Loaded lazily, only by the admin editor pages.
 */

interface ToolbarButton {
  key: string;
  icon: ReactNode;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  enabled?: (editor: Editor) => boolean;
}

const BUTTONS: ToolbarButton[][] = [
  [
    {
      key: 'bold',
      icon: <Bold aria-hidden="true" />,
      active: (e) => e.isActive('bold'),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      icon: <Italic aria-hidden="true" />,
      active: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      key: 'underline',
      icon: <Underline aria-hidden="true" />,
      active: (e) => e.isActive('underline'),
      run: (e) => e.chain().focus().toggleUnderline().run(),
    },
    {
      key: 'strike',
      icon: <Strikethrough aria-hidden="true" />,
      active: (e) => e.isActive('strike'),
      run: (e) => e.chain().focus().toggleStrike().run(),
    },
  ],
  [
    {
      key: 'heading2',
      icon: <Heading2 aria-hidden="true" />,
      active: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      icon: <Heading3 aria-hidden="true" />,
      active: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bulletList',
      icon: <List aria-hidden="true" />,
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      icon: <ListOrdered aria-hidden="true" />,
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      icon: <Quote aria-hidden="true" />,
      active: (e) => e.isActive('blockquote'),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
    {
      key: 'rule',
      icon: <Minus aria-hidden="true" />,
      run: (e) => e.chain().focus().setHorizontalRule().run(),
    },
  ],
  [
    {
      key: 'undo',
      icon: <Undo2 aria-hidden="true" />,
      run: (e) => e.chain().focus().undo().run(),
      enabled: (e) => e.can().undo(),
    },
    {
      key: 'redo',
      icon: <Redo2 aria-hidden="true" />,
      run: (e) => e.chain().focus().redo().run(),
      enabled: (e) => e.can().redo(),
    },
  ],
];

const ALL_KEYS = [...BUTTONS.flat().map((b) => b.key), 'link'];

/** The state each button shows, read again on every editor transaction. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const state: Record<string, { active: boolean; enabled: boolean }> = {};
      for (const button of BUTTONS.flat())
        state[button.key] = {
          active: button.active?.(e) ?? false,
          enabled: button.enabled?.(e) ?? true,
        };
      state.link = { active: e.isActive('link'), enabled: true };
      return state;
    },
  });
}

function Toolbar({ editor, labelledBy }: { editor: Editor; labelledBy: string }) {
  const { t } = useTranslation('admin-content');
  const state = useToolbarState(editor);
  const [focusKey, setFocusKey] = useState(ALL_KEYS[0]!);
  const [linkOpen, setLinkOpen] = useState(false);
  const refs = useRef(new Map<string, HTMLButtonElement>());

  // WAI-ARIA toolbar: one tab stop, arrow keys move between the buttons.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ALL_KEYS.indexOf(focusKey);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % ALL_KEYS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + ALL_KEYS.length) % ALL_KEYS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = ALL_KEYS.length - 1;
    else return;
    event.preventDefault();
    const key = ALL_KEYS[next]!;
    setFocusKey(key);
    refs.current.get(key)?.focus();
  };

  const button = (key: string, icon: ReactNode, onClick: () => void, pressable: boolean) => {
    const { active, enabled } = state[key] ?? { active: false, enabled: true };
    return (
      <button
        key={key}
        ref={(node) => {
          if (node) refs.current.set(key, node);
          else refs.current.delete(key);
        }}
        type="button"
        className={styles.tool}
        tabIndex={focusKey === key ? 0 : -1}
        aria-label={t(`toolbar.${key}`)}
        title={t(`toolbar.${key}`)}
        aria-pressed={pressable ? active : undefined}
        aria-disabled={!enabled || undefined}
        onFocus={() => setFocusKey(key)}
        onClick={() => {
          if (enabled) onClick();
        }}
      >
        {icon}
      </button>
    );
  };

  return (
    <div className={styles.toolbarWrap}>
      <div
        role="toolbar"
        aria-label={t('toolbar.label')}
        aria-controls={labelledBy}
        className={styles.toolbar}
        onKeyDown={onKeyDown}
      >
        {BUTTONS.map((group, i) => (
          <div key={i} className={styles.group}>
            {group.map((b) => button(b.key, b.icon, () => b.run(editor), Boolean(b.active)))}
            {i === 1 &&
              button('link', <Link2 aria-hidden="true" />, () => setLinkOpen((o) => !o), true)}
          </div>
        ))}
      </div>
      {linkOpen && (
        <LinkForm
          initial={String(editor.getAttributes('link').href ?? '')}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href) chain.setLink({ href }).run();
            else chain.unsetLink().run();
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            refs.current.get('link')?.focus();
          }}
        />
      )}
    </div>
  );
}

export interface RichTextEditorProps {
  /** Initial HTML; the editor owns the text from then on (remount it to load another). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Id of the visible label of the field. */
  labelId: string;
  /** Id given to the editable area (the toolbar controls it). */
  id: string;
  describedBy?: string | undefined;
  lang?: string | undefined;
}

export default function RichTextEditor({
  initialHtml,
  onChange,
  labelId,
  id,
  describedBy,
  lang,
}: RichTextEditorProps) {
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto', 'tel'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
    ],
    content: initialHtml,
    // TipTap's default <style> tag is refused by the site's CSP (style-src 'self'); the same
    // rules live in rich-text-editor.module.css.
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(lang ? { lang } : {}),
        class: styles.content!,
      },
    },
    onUpdate: ({ editor: e }) => changed.current(e.isEmpty ? '' : e.getHTML()),
  });

  if (!editor) return null;
  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} labelledBy={id} />
      <EditorContent editor={editor} />
    </div>
  );
}
