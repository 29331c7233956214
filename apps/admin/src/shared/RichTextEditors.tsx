/**
 * The bilingual rich-text editors behind RichTextPair.tsx (loaded with the first form that shows
 * one, so the dashboard's other pages never download TipTap): react-admin's RichTextInput once per
 * language. The Arabic editor is written right to left and the English one left to right whatever
 * the dashboard's own language, so each text looks as the storefront will show it.
 *
 * The editor can make only what the server's sanitiser keeps (apps/api/src/shared/rich-text.ts,
 * docs/decisions.md "Staff HTML"): paragraphs, headings of levels 2 and 3, bold, italic,
 * underline, strike, inline code, lists, links, quotes and line breaks. Anything else (a level-1
 * heading, a code block, a rule, an image, colours) would be dropped on save without a word, so
 * neither the toolbar nor a paste or a typed shortcut can produce it.
 */
import { Box, Stack, ToggleButton, ToggleButtonGroup, useMediaQuery, type Theme } from '@mui/material';
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
} from 'ra-input-rich-text';
import { useTranslate, type Validator } from 'react-admin';
import type { RichTextPairProps } from './RichTextPair';

type ContentLang = 'ar' | 'en';
type ToolbarSize = 'small' | 'medium';

const HEADING_LEVELS = [2, 3] as const;

function editorOptions(lang: ContentLang): Partial<EditorOptions> {
  return {
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADING_LEVELS] },
        codeBlock: false,
        horizontalRule: false,
        // It keeps an empty paragraph after a closing heading or list, which would be saved as <p></p>.
        trailingNode: false,
        // A click in the editor places the caret; it never leaves the form.
        link: { openOnClick: false },
      }),
    ],
    editorProps: { attributes: { dir: lang === 'ar' ? 'rtl' : 'ltr', lang } },
  };
}

// One object per language for the whole session: the input rebuilds its editor when they change.
const EDITOR_OPTIONS: Record<ContentLang, Partial<EditorOptions>> = {
  ar: editorOptions('ar'),
  en: editorOptions('en'),
};

/** The two heading levels the shop's pages use, as toggles (react-admin's menu offers six). */
function HeadingButtons({ size }: { size: ToolbarSize }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      HEADING_LEVELS.find((level) => current?.isActive('heading', { level })) ?? null,
  });
  return (
    <ToggleButtonGroup size={size} exclusive value={active} disabled={!editor?.isEditable}>
      {HEADING_LEVELS.map((level) => {
        const label = translate(`ra.tiptap.heading${level}`, { _: `Heading ${level}` });
        return (
          <ToggleButton
            key={level}
            value={level}
            aria-label={label}
            title={label}
            onClick={() => editor?.chain().focus().toggleHeading({ level }).run()}
            sx={{ fontWeight: 700, minWidth: size === 'small' ? 28 : 36, fontSize: '0.9rem !important' }}
          >
            H{level}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

/** On a phone the button groups sit closer, so the whole toolbar stays on one line above the text. */
function ShopToolbar({ size }: { size: ToolbarSize }) {
  const compact = size === 'small';
  return (
    <Box sx={compact ? { '&& .RaRichTextInputToolbar-root > *': { marginRight: 0.5 } } : undefined}>
      <RichTextInputToolbar size={size}>
        <HeadingButtons size={size} />
        <FormatButtons size={size} />
        <ListButtons size={size} />
        <LinkButtons size={size} />
        <QuoteButtons size={size} />
        <ClearButtons size={size} />
      </RichTextInputToolbar>
    </Box>
  );
}

interface RichTextInLanguageProps {
  /** The form field holding the HTML, e.g. `content_ar`. */
  source: string;
  /** The language the text is written in: decides the editor's direction and `lang`. */
  lang: ContentLang;
  validate?: Validator | Validator[];
}

/** One rich-text field in one language, with the shop's toolbar (small buttons on phones). */
function RichTextInLanguage({ source, lang, validate }: RichTextInLanguageProps) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const size: ToolbarSize = isPhone ? 'small' : 'medium';
  return (
    <RichTextInput
      source={source}
      validate={validate}
      editorOptions={EDITOR_OPTIONS[lang]}
      toolbar={<ShopToolbar size={size} />}
      sx={{ '& .ProseMirror': { minHeight: 160 } }}
    />
  );
}

/** The Arabic then the English editor of one bilingual rich text (RichTextPair.tsx documents the props). */
export default function RichTextEditors({ source, validate }: RichTextPairProps) {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <RichTextInLanguage source={`${source}_ar`} lang="ar" validate={validate} />
      <RichTextInLanguage source={`${source}_en`} lang="en" validate={validate} />
    </Stack>
  );
}
