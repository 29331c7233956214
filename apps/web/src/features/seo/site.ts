/** The shop as search engines and link previews name it: from the settings every page reads. */
import { useSettings } from '../settings';
import { useLang } from '../../shared/i18n/useLang';
import { absoluteImage, useOrigin } from '../../shared/seo/site';
import { plainText } from '../../shared/seo/text';

export interface Site {
  name: string;
  about: string;
  logo?: string;
}

const FALLBACK_NAME = { ar: 'متجر الزي الموحد', en: 'Uniform Shop' } as const;

export function useSite(): Site {
  const settings = useSettings().data?.setting;
  const lang = useLang();
  const origin = useOrigin();
  return {
    name: String(settings?.app_name ?? '') || FALLBACK_NAME[lang],
    about: plainText(String(settings?.about ?? '')),
    logo: absoluteImage(origin, settings ? String(settings.logo ?? '') : undefined, 640),
  };
}
