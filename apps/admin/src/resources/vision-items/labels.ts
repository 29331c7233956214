/** The about page's vision items' screens' texts. */
import { orderedCardFields } from '../../shared/ordered-card';

export const en = {
  'vision-items': {
    name: 'Vision item |||| Vision items',
    fields: {
      ...orderedCardFields.en,
    },
    help: 'The about page shows these items, in this order, below its text.',
  },
};

export const ar: typeof en = {
  'vision-items': {
    name: 'عناصر الرؤية |||| عنصر رؤية |||| عناصر الرؤية |||| عناصر الرؤية |||| عناصر الرؤية |||| عناصر الرؤية',
    fields: {
      ...orderedCardFields.ar,
    },
    help: 'تعرض صفحة من نحن هذه العناصر بهذا الترتيب تحت نصها.',
  },
};
