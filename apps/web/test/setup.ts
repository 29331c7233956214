/**
 * Component tests render pages without the route table, which is what loads each page's texts in the
 * app; load every text pack up front instead.
 */
import { allTextPacks, loadTexts } from '../src/shared/i18n';

await loadTexts(allTextPacks);
