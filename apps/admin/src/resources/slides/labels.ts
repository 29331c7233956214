/** The home page slides' screens' texts. */
import { orderedCardFields } from '../../shared/ordered-card';

export const en = {
  slides: {
    name: 'Home slide |||| Home slides',
    fields: {
      ...orderedCardFields.en,
      is_active: 'Shown on the home page',
    },
    image_help: 'A wide photo: the home page shows it across the whole screen, cropped to 16:7.',
  },
};

export const ar: typeof en = {
  slides: {
    name: 'شرائح الرئيسية |||| شريحة |||| شرائح الرئيسية |||| شرائح الرئيسية |||| شرائح الرئيسية |||| شرائح الرئيسية',
    fields: {
      ...orderedCardFields.ar,
      is_active: 'تظهر في الصفحة الرئيسية',
    },
    image_help: 'صورة عريضة: تعرضها الصفحة الرئيسية بعرض الشاشة كله، مقصوصة بنسبة 16:7.',
  },
};
