import { useEffect, useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';

/**
 * The desk's editor for formatted text: TipTap (ProseMirror) with exactly what the server's allow-list
 * keeps (headings 2 to 4, paragraphs, lists, links, bold, italic, tables). A toolbar of real buttons
 * (keyboard: Tab to the toolbar, the usual shortcuts in the text such as Strg+B); the text area is a
 * labelled multi-line textbox.
 */
export interface TipTapEditorProps {
  /** The text to start with, read when the editor is created (the plain field's text by then). */
  initial: () => string;
  label: string;
  describedBy?: string;
  invalid: boolean;
  onChange(html: string): void;
  onReady(): void;
}

export default function TipTapEditor({ initial, label, describedBy, invalid, onChange, onReady }: TipTapEditorProps) {
  const labelId = useId();
  const [content] = useState(initial);
  const editor = useEditor({
    immediatelyRender: false,
    // The site's CSP allows no inline styles; the few rules ProseMirror needs are in redaktion.css.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], HTMLAttributes: { rel: null, target: null, class: null } },
      }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'st-richtext__content st-prose',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  useEffect(() => {
    if (editor) onReady();
  }, [editor, onReady]);
  if (!editor) return null;
  return (
    <div className="st-richtext__editor">
      <span id={labelId} className="st-visually-hidden">
        {label} (Editor)
      </span>
      <Toolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('Adresse des Links (https://…, mailto:…, tel:… oder eine Seite dieser Website wie /rathaus/):', previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  // A mouse press keeps the focus in the text (as in every word processor): the button would take it,
  // and TipTap gives it back only in the next animation frame, so a key typed right after the click
  // went to the button and was lost. By keyboard the buttons are reached with Tab as before.
  const button = (text: string, pressed: boolean | undefined, run: () => void) => (
    <button type="button" className="st-richtext__button" aria-pressed={pressed} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {text}
    </button>
  );
  return (
    <div className="st-richtext__toolbar" role="toolbar" aria-label={`Formatierung: ${label}`}>
      {button('Überschrift 2', state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {button('Überschrift 3', state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {button('Überschrift 4', state.h4, () => chain().toggleHeading({ level: 4 }).run())}
      {button('Fett', state.bold, () => chain().toggleBold().run())}
      {button('Kursiv', state.italic, () => chain().toggleItalic().run())}
      {button('Aufzählung', state.bullet, () => chain().toggleBulletList().run())}
      {button('Nummerierte Liste', state.ordered, () => chain().toggleOrderedList().run())}
      {button('Link', state.link, link)}
      {state.table ? (
        <>
          {button('Zeile einfügen', undefined, () => chain().addRowAfter().run())}
          {button('Spalte einfügen', undefined, () => chain().addColumnAfter().run())}
          {button('Zeile löschen', undefined, () => chain().deleteRow().run())}
          {button('Spalte löschen', undefined, () => chain().deleteColumn().run())}
          {button('Tabelle löschen', undefined, () => chain().deleteTable().run())}
        </>
      ) : (
        button('Tabelle', undefined, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())
      )}
      {button('Rückgängig', undefined, () => chain().undo().run())}
      {button('Wiederholen', undefined, () => chain().redo().run())}
    </div>
  );
}
