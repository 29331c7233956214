/**
 * Rich text that staff write (descriptions), with react-admin's own editor (ra-input-rich-text,
 * TipTap). The editor offers only what the server's sanitiser keeps (docs/decisions.md, Staff
 * HTML): paragraphs, h2 and h3 headings, bold, italic, underline, strike, code, lists, links and
 * quotes; no images, colours or alignment, which the server would silently drop. The text runs in
 * its own language's direction, whatever the dashboard's language.
 */
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEditorState, type EditorOptions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

const HEADING_LEVELS = [2, 3] as const;
type HeadingLevel = (typeof HEADING_LEVELS)[number];

type TextLang = 'ar' | 'en';

function editorOptions(lang: TextLang): Partial<EditorOptions> {
  return {
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADING_LEVELS] },
        // Kept out because the sanitiser removes them (no pre, no hr).
        codeBlock: false,
        horizontalRule: false,
        // It keeps an empty paragraph after the last heading or list, which would be saved as <p></p>.
        trailingNode: false,
        link: {
          openOnClick: false,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto', 'tel'],
        },
      }),
    ],
    editorProps: { attributes: { dir: lang === 'ar' ? 'rtl' : 'ltr', lang } },
  };
}

// One object per language for the page's life: the editor is rebuilt whenever its options change.
const OPTIONS: Record<TextLang, Partial<EditorOptions>> = {
  ar: editorOptions('ar'),
  en: editorOptions('en'),
};

/** Paragraph, h2 or h3 for the current block (the library's level menu offers h1 to h6). */
function HeadingButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const level = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? (HEADING_LEVELS.find((l) => current.isActive('heading', { level: l })) ?? null) : null,
  });
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      disabled={!editor?.isEditable}
      value={level}
      onChange={(_, next: HeadingLevel | null) => {
        if (!editor) return;
        const chain = editor.chain().focus();
        (next ? chain.setHeading({ level: next }) : chain.setParagraph()).run();
      }}
    >
      {HEADING_LEVELS.map((l) => {
        const label = translate(`ra.tiptap.heading${l}`, { _: `Heading ${l}` });
        return (
          <ToggleButton key={l} value={l} aria-label={label} title={label} sx={{ px: 1, fontWeight: 700 }}>
            {`H${l}`}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

export interface StaffHtmlInputProps extends Omit<RichTextInputProps, 'editorOptions' | 'toolbar' | 'sx'> {
  /** The language the text is written in: decides its direction. */
  lang: TextLang;
}

export function StaffHtmlInput({ lang, ...props }: StaffHtmlInputProps) {
  return (
    <RichTextInput
      {...props}
      editorOptions={OPTIONS[lang]}
      toolbar={
        <RichTextInputToolbar size="small">
          <HeadingButtons />
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
      sx={{ '& .ProseMirror': { minHeight: 120 } }}
    />
  );
}
