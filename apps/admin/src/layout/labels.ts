/** The menu's section headings, in both languages. */
const en = {
  menu: {
    sections: {
      sales: 'Sales',
      catalogue: 'Catalogue',
      content: 'Content',
      inbox: 'Messages and mail',
      shipping: 'Shipping places',
      shop: 'The shop',
    },
  },
};

const ar: typeof en = {
  menu: {
    sections: {
      sales: 'المبيعات',
      catalogue: 'الكتالوج',
      content: 'المحتوى',
      inbox: 'الرسائل والبريد',
      shipping: 'مناطق الشحن',
      shop: 'المتجر',
    },
  },
};

export default { en, ar };
