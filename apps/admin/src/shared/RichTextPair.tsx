/**
 * Rich text written in both languages (a page's body, a blog post, a slide's text): an Arabic
 * editor written right to left and an English one left to right whatever the dashboard's language,
 * each with a toolbar of only what the server's sanitiser keeps (RichTextEditors.tsx). The editors
 * (TipTap) load with the first form that shows them; until then their place is held, so the form
 * does not jump.
 *
 * Usage: `<RichTextPair source="content" />` inside a react-admin form edits `content_ar` and
 * `content_en`, labelled by the resource's field labels of those names.
 */
import { lazy, Suspense } from 'react';
import { Skeleton, Stack } from '@mui/material';
import type { Validator } from 'react-admin';
import { loadOrReload } from './new-build';

export interface RichTextPairProps {
  /**
   * The field name before the language suffix: `content` edits `content_ar` (Arabic, right to
   * left) and `content_en` (English, left to right).
   */
  source: string;
  /** Checks run on each of the two texts (both may be left empty unless a validator says not). */
  validate?: Validator | Validator[];
}

const RichTextEditors = lazy(loadOrReload(() => import('./RichTextEditors')));

/** Where the two editors will be: a label line, a toolbar and a text box each. */
function EditorsLoading() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }} aria-busy="true">
      {[0, 1].map((i) => (
        <Skeleton key={i} variant="rounded" height={240} />
      ))}
    </Stack>
  );
}

export function RichTextPair(props: RichTextPairProps) {
  return (
    <Suspense fallback={<EditorsLoading />}>
      <RichTextEditors {...props} />
    </Suspense>
  );
}
