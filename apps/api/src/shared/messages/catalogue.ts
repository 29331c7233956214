import type { MessageTable } from './table.js';

/** The admin's catalogue: categories, colours, sizes, products and their CSV import. */
export const catalogueMessages = {
  ar: {
    'notFound.color': 'اللون غير موجود',
    'notFound.size': 'المقاس غير موجود',

    'catalogue.parentUnknown': 'القسم الرئيسي المختار غير موجود',
    'catalogue.parentCycle': 'لا يمكن وضع القسم تحت نفسه أو تحت أحد أقسامه الفرعية',
    'catalogue.categoryHasProducts': 'لا يمكن حذف قسم فيه منتجات: انقل منتجاته إلى قسم آخر أولًا',
    'catalogue.categoryHasChildren': 'لا يمكن حذف قسم له أقسام فرعية: احذفها أو انقلها أولًا',
    'catalogue.categoryUnknown': 'القسم المختار غير موجود',
    'catalogue.priceChangeOutOfRange': 'هذا التغيير يجعل سعر قطعة أقل من 0.01 ر.س أو أكبر من المسموح',
    'catalogue.productsChanged': 'تم تعديل {changed} من المنتجات',
    'catalogue.colorUnknown': 'اللون المختار غير موجود',
    'catalogue.sizeUnknown': 'المقاس المختار غير موجود',
    'catalogue.colorInUse': 'لا يمكن حذف لون تستخدمه منتجات: أزله من منتجاته أولًا',
    'catalogue.sizeInUse': 'لا يمكن حذف مقاس تستخدمه منتجات: أزله من منتجاته أولًا',
    'catalogue.nameTaken': 'يوجد عنصر آخر بهذا الاسم (بصرف النظر عن حالة الأحرف والمسافات)',

    'import.fileInvalid': 'تعذرت قراءة الملف: يجب أن يكون ملف CSV بترميز UTF-8',
    'import.notUtf8':
      'ترميز الملف ليس UTF-8، فلا يمكن قراءة حروفه العربية والمشكّلة بأمان. احفظه من برنامج الجداول بصيغة «CSV UTF-8 (محدد بفواصل)» ثم أعد استيراده',
    'import.empty': 'الملف لا يحتوي على أي منتج',
    'import.tooManyRows': 'الملف يحتوي على منتجات أكثر من المسموح في الاستيراد الواحد',
    'import.columnMissing': 'هذا العمود مفقود من سطر العناوين',
    'import.productUnknown': 'لا يوجد منتج بهذا الرقم',
    'import.duplicateId': 'هذا المنتج مكرر في الملف',
    'import.categoryAmbiguous': 'أكثر من قسم بهذا الاسم: اكتب مساره، مثل «رجال › قمصان»',
    'import.rowFailed': 'تعذر حفظ هذا المنتج',
    'import.stopped': 'توقف الاستيراد قبل نهايته: ما حُفظ قبل ذلك باقٍ، راجع المنتجات ثم أعد الملف',
  },
  en: {
    'notFound.color': 'Colour not found',
    'notFound.size': 'Size not found',

    'catalogue.parentUnknown': 'The chosen parent category does not exist',
    'catalogue.parentCycle': 'A category cannot be placed under itself or one of its subcategories',
    'catalogue.categoryHasProducts': 'This category has products: move them to another category first',
    'catalogue.categoryHasChildren': 'This category has subcategories: delete or move them first',
    'catalogue.categoryUnknown': 'The chosen category does not exist',
    'catalogue.priceChangeOutOfRange':
      'This change would make a piece cost less than 0.01 SAR or more than allowed',
    'catalogue.productsChanged': '{changed} products changed',
    'catalogue.colorUnknown': 'The chosen colour does not exist',
    'catalogue.sizeUnknown': 'The chosen size does not exist',
    'catalogue.colorInUse': 'This colour is used by products: remove it from them first',
    'catalogue.sizeInUse': 'This size is used by products: remove it from them first',
    'catalogue.nameTaken': 'Another entry already has this name (capitals and spaces aside)',

    'import.fileInvalid': 'The file could not be read: it must be a UTF-8 CSV file',
    'import.notUtf8':
      'The file is not UTF-8, so its Arabic and accented letters cannot be read safely. Save it from your spreadsheet as "CSV UTF-8 (Comma delimited)" and import it again',
    'import.empty': 'The file holds no product',
    'import.tooManyRows': 'The file holds more products than one import accepts',
    'import.columnMissing': 'This column is missing from the header row',
    'import.productUnknown': 'There is no product with this id',
    'import.duplicateId': 'This product appears more than once in the file',
    'import.categoryAmbiguous': 'More than one category has this name: write its path, e.g. “Men › Shirts”',
    'import.rowFailed': 'This product could not be saved',
    'import.stopped':
      'The import stopped before its end: what was saved before stays; check the products, then send the file again',
  },
} as const satisfies MessageTable;
