import type { IllustrationTheme } from '../art/index.js';
import type { GarmentRef } from '../art/index.js';

export const SHOP = {
  nameAr: 'زي المهنة',
  nameEn: 'Zay Al-Mihna Uniforms',
  aboutAr:
    'زي المهنة مورّد سعودي للزي الموحد بالجملة منذ 2009، نخدم المستشفيات والمدارس والفنادق والمصانع والشركات في جميع مناطق المملكة بأسعار الجملة وتطريز الشعار.',
  aboutEn:
    'Zay Al-Mihna is a Saudi wholesale uniform supplier serving hospitals, schools, hotels, factories and companies across the Kingdom since 2009, with wholesale prices and logo embroidery.',
  email: 'sales@zayalmihna.sa',
  phone: '+966 11 456 7890',
  addressAr: 'طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية',
  addressEn: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
  chatNumber: '966551234567',
  vatNumber: '310123456700003',
  sellerNameAr: 'شركة زي المهنة للتجارة',
  sellerNameEn: 'Zay Al-Mihna Trading Co.',
  /** The seller's national address and registration, as its e-invoices state them. */
  crNumber: '1010123456',
  nationalAddress: {
    street: 'طريق الملك فهد',
    buildingNumber: '7235',
    additionalNumber: '3312',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12214',
  },
  bankNameAr: 'مصرف الراجحي',
  bankNameEn: 'Al Rajhi Bank',
  bankAccount: '218608010123456',
  bankIban: 'SA9480000218608010123456',
  facebook: 'https://www.facebook.com/zayalmihna',
  google: 'https://g.page/zayalmihna',
  twitter: 'https://x.com/zayalmihna',
  vimeo: 'https://vimeo.com/zayalmihna',
  instagram: 'https://www.instagram.com/zayalmihna',
};

export interface SlideSeed {
  key: string;
  titleAr: string;
  titleEn: string;
  descAr: string;
  descEn: string;
  from: string;
  to: string;
  garments: GarmentRef[];
}

export const SLIDES: SlideSeed[] = [
  {
    key: 'team-uniforms',
    titleAr: 'زيّ موحّد يليق بفريقك',
    titleEn: 'Uniforms that suit your team',
    descAr:
      '<p>قمصان وبولو وبدل بتطريز شعارك، بأسعار جملة تنخفض كلما زادت الكمية. <strong>التوصيل لجميع مدن المملكة.</strong></p>',
    descEn:
      '<p>Shirts, polos and suits embroidered with your logo, at wholesale prices that drop as your order grows. <strong>Delivery to every city in the Kingdom.</strong></p>',
    from: '#1f2a44',
    to: '#3d5a80',
    garments: [
      { kind: 'polo', color: '#f4f4f2' },
      { kind: 'blazer', color: '#1f2a44' },
      { kind: 'shirt', color: '#7fb3d5' },
    ],
  },
  {
    key: 'medical-wear',
    titleAr: 'زي طبي يرافقك طوال المناوبة',
    titleEn: 'Medical wear that lasts the whole shift',
    descAr: '<p>سكراب مرن ومعاطف مختبر تتحمل الغسيل على 60 درجة، بألوان الأقسام المعتمدة في المستشفيات.</p>',
    descEn:
      '<p>Stretch scrubs and lab coats that take a 60°C wash, in the department colours hospitals use.</p>',
    from: '#0f5e5f',
    to: '#1b8a8c',
    garments: [
      { kind: 'scrub-top', color: '#7fb3d5' },
      { kind: 'lab-coat', color: '#f4f4f2' },
      { kind: 'scrub-top', color: '#1e5631' },
    ],
  },
  {
    key: 'made-in-saudi',
    titleAr: 'صُنع في السعودية',
    titleEn: 'Made in Saudi Arabia',
    descAr:
      '<p>منتجات مصانع ودور خياطة سعودية من الرياض وجدة والدمام وبريدة والمدينة، بجودة نفخر بها وتسليم أسرع.</p>',
    descEn:
      '<p>Products from Saudi factories and tailoring houses in Riyadh, Jeddah, Dammam, Buraidah and Madinah: quality we are proud of, delivered faster.</p>',
    from: '#004d26',
    to: '#006c35',
    garments: [
      { kind: 'thobe', color: '#f4f4f2' },
      { kind: 'coverall', color: '#b9a47e' },
      { kind: 'abaya', color: '#1c1c1e' },
    ],
  },
];

export const SPONSORS = [
  {
    key: 'al-noor-hospital',
    nameAr: 'مستشفى النور',
    nameEn: 'Al Noor Hospital',
    tagline: 'Healthcare Group',
    color: '#1b8a8c',
  },
  {
    key: 'najd-schools',
    nameAr: 'مدارس نجد',
    nameEn: 'Najd Schools',
    tagline: 'Private Education',
    color: '#1f2a44',
  },
  {
    key: 'red-sea-hotels',
    nameAr: 'فنادق البحر الأحمر',
    nameEn: 'Red Sea Hotels',
    tagline: 'Resorts & Hotels',
    color: '#b3261e',
  },
  {
    key: 'gulf-catering',
    nameAr: 'الخليج للإعاشة',
    nameEn: 'Gulf Catering',
    tagline: 'Food Services',
    color: '#8c6d3f',
  },
  {
    key: 'arabian-build',
    nameAr: 'البناء العربي',
    nameEn: 'Arabian Build',
    tagline: 'Contracting Co.',
    color: '#d97706',
  },
  {
    key: 'sahara-logistics',
    nameAr: 'الصحراء للخدمات اللوجستية',
    nameEn: 'Sahara Logistics',
    tagline: 'Freight & Storage',
    color: '#2f5cb8',
  },
];

export const BLOG_CATEGORIES = [
  { ar: 'الأقمشة والعناية', en: 'Fabrics & Care' },
  { ar: 'أدلة القطاعات', en: 'Sector Guides' },
  { ar: 'الطلبات والشعارات', en: 'Ordering & Branding' },
];

export interface PostSeed {
  key: string;
  category: number;
  theme: IllustrationTheme;
  accent: string;
  date: string;
  featured: boolean;
  titleAr: string;
  titleEn: string;
  contentAr: string;
  contentEn: string;
}

export { POSTS } from './posts.js';
export { PAGES, VISION } from './pages.js';

export const HOME_SECTIONS = [
  { ar: 'الأكثر مبيعاً', en: 'Best Sellers' },
  { ar: 'وصل حديثاً', en: 'New Arrivals' },
  { ar: 'مختارات الزي الطبي', en: 'Medical Picks' },
  { ar: 'صنع في السعودية', en: 'Made in Saudi' },
];

export const CUSTOMERS = [
  { fname: 'Demo', lname: 'Customer', email: 'demo@example.com', phone: '0551234567', password: 'demo12345' },
  {
    fname: 'عبدالله',
    lname: 'القحطاني',
    email: 'abdullah.q@example.com',
    phone: '0502345678',
    password: 'customer123',
  },
  {
    fname: 'نورة',
    lname: 'الشمري',
    email: 'noura.s@example.com',
    phone: '0533456789',
    password: 'customer123',
  },
  {
    fname: 'Faisal',
    lname: 'Al-Harbi',
    email: 'faisal.h@example.com',
    phone: '0544567890',
    password: 'customer123',
  },
  {
    fname: 'ريم',
    lname: 'العتيبي',
    email: 'reem.o@example.com',
    phone: '0565678901',
    password: 'customer123',
  },
  {
    fname: 'Omar',
    lname: 'Siddiqui',
    email: 'omar.s@example.com',
    phone: '0576789012',
    password: 'customer123',
  },
  {
    fname: 'سارة',
    lname: 'الغامدي',
    email: 'sara.g@example.com',
    phone: '0587890123',
    password: 'customer123',
  },
];

export const STAFF = {
  name: 'مدير المتجر',
  email: 'admin@example.com',
  password: 'admin12345',
  role: 'owner' as const,
};

/** Review comments by rating (Arabic and English mixed, as customers write them). */
export const REVIEW_COMMENTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'الخامة ممتازة والخياطة نظيفة، طلبنا 120 قطعة للفريق ووصلت قبل الموعد.',
    'Excellent quality, the embroidery of our logo came out sharp. Will reorder next season.',
    'ما شاء الله جودة عالية والمقاسات مضبوطة، الموظفين مرتاحين فيه.',
    'Great value at the 200+ tier. Colours matched our brand guide exactly.',
    'تعامل راقٍ وسرعة في الرد على الواتساب، والتغليف مرتب لكل مقاس.',
  ],
  4: [
    'جودة جيدة جداً، بس المقاس L جاء أوسع شوي من المتوقع.',
    'Good fabric and fast delivery to Jeddah. The sizing chart could be clearer.',
    'القماش يتحمل الغسيل اليومي، ولونه ما بهت بعد شهرين.',
    'Solid product for the price. Our nurses like the pockets.',
  ],
  3: [
    'المنتج مقبول، لكن التوصيل تأخر يومين عن الموعد.',
    'Decent quality, but the thread colour of the logo was slightly off.',
    'الخامة كويسة بس تحتاج كوي بعد الغسيل.',
  ],
  2: ['القماش أخف من المتوقع بالنسبة للسعر.', 'Two pieces had loose threads; support replaced them though.'],
  1: ['المقاسات ما كانت مطابقة للجدول وتم الاستبدال بعد فترة.'],
};
