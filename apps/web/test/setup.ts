/**
 * Component tests render pages without the route table, which is what loads each page's texts in the
 * app; load every text pack up front instead.
 */
import { configure } from '@testing-library/react';
import { allTextPacks, loadTexts } from '../src/shared/i18n';

await loadTexts(allTextPacks);

// findBy… and waitFor end as soon as their condition holds; their bound (one second by default) is
// only a safety net, generous because a busy machine can take seconds to render a page.
configure({ asyncUtilTimeout: 30_000 });
