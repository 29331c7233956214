import { useTranslation } from '../../shared/i18n/useTranslation';
import { StaticPage } from './StaticPage';
import { PAGE_IDS } from '@shop/contract';

export default function TermsPage() {
  const { t } = useTranslation();
  return <StaticPage pageId={PAGE_IDS.terms} fallbackTitle={t('pages.terms')} />;
}
