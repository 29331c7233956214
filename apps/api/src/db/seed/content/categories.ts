import type { GarmentKind } from '../art/index.js';
import type { ColorKey } from './colors.js';

export interface CategorySeed {
  key: string;
  parent?: string;
  nameAr: string;
  nameEn: string;
  descAr: string;
  descEn: string;
  tile: [GarmentKind, ColorKey][];
  accent: string;
  isMenu?: boolean;
  /** Short mark printed on brand tiles. */
  badge?: string;
}

/** The category tree; ids follow this order (parents always come before their children). */
export const CATEGORIES: CategorySeed[] = [
  // ------------------------------------------------------------ top level
  {
    key: 'men',
    nameAr: 'رجالي',
    nameEn: 'Men',
    descAr: 'قمصان وبناطيل وثياب رجالية للعمل والمكتب بخامات تتحمل الاستخدام اليومي.',
    descEn: 'Shirts, trousers and thobes for work and the office, in fabrics made for daily wear.',
    tile: [
      ['thobe', 'white'],
      ['shirt', 'sky-blue'],
    ],
    accent: '#1f2a44',
  },
  {
    key: 'women',
    nameAr: 'نسائي',
    nameEn: 'Women',
    descAr: 'عبايات عملية وبلوزات وتونيك بقصّات محتشمة ومريحة لبيئات العمل المختلفة.',
    descEn: 'Practical abayas, blouses and tunics with modest, comfortable cuts for every workplace.',
    tile: [
      ['abaya', 'black'],
      ['tunic', 'sky-blue'],
    ],
    accent: '#7b1e2b',
  },
  {
    key: 'children',
    nameAr: 'أطفال',
    nameEn: 'Children',
    descAr: 'ملابس أطفال قطنية ناعمة للأنشطة والنوادي والمناسبات، بمقاسات من 4 إلى 14 سنة.',
    descEn: 'Soft cotton kidswear for clubs, activities and events, in sizes 4 to 14 years.',
    tile: [
      ['tshirt', 'red'],
      ['track-jacket', 'royal-blue'],
    ],
    accent: '#2f5cb8',
  },
  {
    key: 'medical',
    nameAr: 'الزي الطبي',
    nameEn: 'Medical Uniforms',
    descAr: 'سكراب ومعاطف مختبر وقبعات جراحية للمستشفيات والعيادات والمختبرات، تتحمل الغسيل المتكرر.',
    descEn:
      'Scrubs, lab coats and surgical caps for hospitals, clinics and laboratories, built for frequent washing.',
    tile: [
      ['scrub-top', 'bottle-green'],
      ['lab-coat', 'white'],
    ],
    accent: '#1b8a8c',
  },
  {
    key: 'hospitality',
    nameAr: 'الضيافة والفنادق',
    nameEn: 'Hospitality',
    descAr: 'زي الطهاة وفرق الخدمة والاستقبال في الفنادق والمطاعم والمقاهي.',
    descEn: 'Uniforms for chefs, service teams and front desks in hotels, restaurants and cafés.',
    tile: [
      ['chef-jacket', 'white'],
      ['vest', 'black'],
    ],
    accent: '#8c6d3f',
  },
  {
    key: 'industrial',
    nameAr: 'الزي الصناعي والسلامة',
    nameEn: 'Industrial & Safety',
    descAr: 'أفرولات وسترات عاكسة وملابس سلامة للمصانع ومواقع البناء والحقول.',
    descEn: 'Coveralls, hi-vis vests and safety wear for factories, construction sites and field crews.',
    tile: [
      ['coverall', 'hivis-orange'],
      ['hivis-vest', 'hivis-yellow'],
    ],
    accent: '#d97706',
  },
  {
    key: 'school',
    nameAr: 'الزي المدرسي',
    nameEn: 'School Uniforms',
    descAr: 'مراييل وقمصان وبناطيل وملابس رياضة مدرسية بألوان المدارس وشعاراتها.',
    descEn: 'Pinafores, shirts, trousers and PE kits in your school colours, with your crest.',
    tile: [
      ['pinafore', 'navy'],
      ['shirt', 'white'],
    ],
    accent: '#1f2a44',
  },
  {
    key: 'corporate',
    nameAr: 'الزي المؤسسي',
    nameEn: 'Corporate Wear',
    descAr: 'قمصان رسمية وبدل وبولو للشركات والبنوك وفرق المبيعات، مع تطريز الشعار.',
    descEn: 'Formal shirts, suits and polos for companies, banks and sales teams, with logo embroidery.',
    tile: [
      ['blazer', 'navy'],
      ['polo', 'white'],
    ],
    accent: '#374151',
  },
  {
    key: 'saudi',
    nameAr: 'صنع في السعودية',
    nameEn: 'Made in Saudi',
    descAr: 'منتجات مصانع ودور خياطة سعودية نفخر بالتعاون معها، بجودة محلية وتسليم أسرع.',
    descEn:
      'Products from Saudi factories and tailoring houses we are proud to work with: local quality, faster delivery.',
    tile: [
      ['thobe', 'off-white'],
      ['scrub-top', 'bottle-green'],
    ],
    accent: '#006c35',
    isMenu: true,
  },
  // ------------------------------------------------------------ men
  {
    key: 'men-shirts',
    parent: 'men',
    nameAr: 'قمصان رجالية',
    nameEn: "Men's Shirts",
    descAr: 'قمصان رسمية وقمصان عمل وبولو بأكمام طويلة وقصيرة.',
    descEn: 'Formal shirts, work shirts and polos, long and short sleeve.',
    tile: [['shirt', 'sky-blue']],
    accent: '#1f2a44',
  },
  {
    key: 'men-trousers',
    parent: 'men',
    nameAr: 'بناطيل رجالية',
    nameEn: "Men's Trousers",
    descAr: 'بناطيل جبردين كلاسيك وبناطيل عمل بجيوب جانبية.',
    descEn: 'Classic gabardine trousers and cargo work trousers.',
    tile: [['trousers', 'navy']],
    accent: '#1f2a44',
  },
  {
    key: 'men-thobes',
    parent: 'men',
    nameAr: 'ثياب رجالية',
    nameEn: "Men's Thobes",
    descAr: 'ثياب سعودية للموظفين والمناسبات بقصّات وياقات مختلفة.',
    descEn: 'Saudi thobes for staff and occasions, in several cuts and collars.',
    tile: [['thobe', 'white']],
    accent: '#8c6d3f',
  },
  // ------------------------------------------------------------ women
  {
    key: 'women-abayas',
    parent: 'women',
    nameAr: 'عبايات عملية',
    nameEn: 'Work Abayas',
    descAr: 'عبايات عملية خفيفة بأقمشة لا تتجعد، مناسبة للدوام الطويل.',
    descEn: 'Light, crease-resistant abayas made for long working days.',
    tile: [['abaya', 'black']],
    accent: '#3a3d42',
  },
  {
    key: 'women-tops',
    parent: 'women',
    nameAr: 'بلوزات وتونيك',
    nameEn: 'Blouses & Tunics',
    descAr: 'بلوزات وقمصان وتونيك نسائية بقصّات محتشمة.',
    descEn: "Women's blouses, shirts and tunics in modest cuts.",
    tile: [['tunic', 'pink']],
    accent: '#7b1e2b',
  },
  // ------------------------------------------------------------ children
  {
    key: 'kids-boys',
    parent: 'children',
    nameAr: 'أولاد',
    nameEn: 'Boys',
    descAr: 'تيشيرتات وبولو للأولاد للأندية والأنشطة الصيفية.',
    descEn: 'T-shirts and polos for boys, for clubs and summer activities.',
    tile: [['tshirt', 'royal-blue']],
    accent: '#2f5cb8',
  },
  {
    key: 'kids-girls',
    parent: 'children',
    nameAr: 'بنات',
    nameEn: 'Girls',
    descAr: 'تيشيرتات وجاكيتات رياضية للبنات بخامات قطنية ناعمة.',
    descEn: 'T-shirts and track jackets for girls in soft cotton fabrics.',
    tile: [['track-jacket', 'burgundy']],
    accent: '#b3261e',
  },
  // ------------------------------------------------------------ medical
  {
    key: 'med-scrubs',
    parent: 'medical',
    nameAr: 'سكراب طبي',
    nameEn: 'Scrubs',
    descAr: 'أطقم سكراب مرنة ومريحة لفرق التمريض والأطباء، بألوان الأقسام المعتمدة.',
    descEn: 'Comfortable stretch scrub sets for nurses and doctors, in department colours.',
    tile: [['scrub-top', 'sky-blue']],
    accent: '#1b8a8c',
  },
  {
    key: 'med-labcoats',
    parent: 'medical',
    nameAr: 'معاطف المختبر',
    nameEn: 'Lab Coats',
    descAr: 'معاطف بيضاء للأطباء والصيادلة والمختبرات والطلاب.',
    descEn: 'White coats for doctors, pharmacists, laboratories and students.',
    tile: [['lab-coat', 'white']],
    accent: '#2f5cb8',
  },
  {
    key: 'med-caps',
    parent: 'medical',
    nameAr: 'قبعات جراحية',
    nameEn: 'Surgical Caps',
    descAr: 'قبعات جراحية قطنية قابلة للغسيل بأربطة أو مطاط.',
    descEn: 'Washable cotton surgical caps with ties or elastic.',
    tile: [['scrub-cap', 'teal']],
    accent: '#1b8a8c',
  },
  // ------------------------------------------------------------ hospitality
  {
    key: 'hosp-chef',
    parent: 'hospitality',
    nameAr: 'زي الطهاة',
    nameEn: 'Chef Wear',
    descAr: 'جاكيتات وبناطيل الشيف بأقمشة تتحمل حرارة المطبخ.',
    descEn: 'Chef jackets and trousers in fabrics made for hot kitchens.',
    tile: [['chef-jacket', 'white']],
    accent: '#8c6d3f',
  },
  {
    key: 'hosp-service',
    parent: 'hospitality',
    nameAr: 'زي الخدمة والمطاعم',
    nameEn: 'Restaurant & Service',
    descAr: 'صديريات ومرايل وقمصان لفرق الخدمة في المطاعم والمقاهي.',
    descEn: 'Waistcoats, aprons and shirts for restaurant and café service teams.',
    tile: [
      ['apron', 'black'],
      ['vest', 'burgundy'],
    ],
    accent: '#7b1e2b',
  },
  {
    key: 'hosp-hotel',
    parent: 'hospitality',
    nameAr: 'زي الفنادق والاستقبال',
    nameEn: 'Hotel & Front Desk',
    descAr: 'جاكيتات الاستقبال وزي التدبير الفندقي وفرق الضيافة.',
    descEn: 'Front-desk blazers, housekeeping and guest-service uniforms.',
    tile: [['blazer', 'charcoal']],
    accent: '#374151',
  },
  // ------------------------------------------------------------ industrial
  {
    key: 'ind-coveralls',
    parent: 'industrial',
    nameAr: 'أفرولات',
    nameEn: 'Coveralls',
    descAr: 'أفرولات قطنية ومخلوطة وعاكسة للمصانع والورش وشركات الصيانة.',
    descEn: 'Cotton, poly-cotton and hi-vis coveralls for factories, workshops and maintenance crews.',
    tile: [['coverall', 'navy']],
    accent: '#d97706',
  },
  {
    key: 'ind-safety',
    parent: 'industrial',
    nameAr: 'ملابس السلامة العاكسة',
    nameEn: 'Hi-Vis Safety Wear',
    descAr: 'سترات عاكسة وقمصان عمل وكابات لمواقع البناء والطرق والمستودعات.',
    descEn: 'Reflective vests, work shirts and caps for construction sites, roads and warehouses.',
    tile: [['hivis-vest', 'hivis-orange']],
    accent: '#d97706',
  },
  // ------------------------------------------------------------ school
  {
    key: 'school-boys',
    parent: 'school',
    nameAr: 'زي مدرسي بنين',
    nameEn: 'Boys’ School Wear',
    descAr: 'قمصان وبناطيل مدرسية للبنين بمقاسات المراحل الدراسية كلها.',
    descEn: 'School shirts and trousers for boys, in sizes for every grade.',
    tile: [['shirt', 'white']],
    accent: '#1f2a44',
  },
  {
    key: 'school-girls',
    parent: 'school',
    nameAr: 'مراييل مدرسية بنات',
    nameEn: 'Girls’ Pinafores',
    descAr: 'مراييل مدرسية بكسرات وقمصان بنات بألوان المدارس.',
    descEn: 'Pleated school pinafores and blouses in school colours.',
    tile: [['pinafore', 'burgundy']],
    accent: '#7b1e2b',
  },
  {
    key: 'school-sports',
    parent: 'school',
    nameAr: 'ملابس رياضة مدرسية',
    nameEn: 'School PE Kits',
    descAr: 'بدل رياضية وتيشيرتات التربية البدنية بشعار المدرسة.',
    descEn: 'Tracksuits and PE T-shirts with the school crest.',
    tile: [['track-jacket', 'bottle-green']],
    accent: '#1e5631',
  },
  // ------------------------------------------------------------ corporate
  {
    key: 'corp-shirts',
    parent: 'corporate',
    nameAr: 'قمصان رسمية',
    nameEn: 'Office Shirts',
    descAr: 'قمصان رسمية للشركات والبنوك، مقاومة للتجعد ومع تطريز الشعار.',
    descEn: 'Non-iron office shirts for companies and banks, with logo embroidery.',
    tile: [['shirt', 'white']],
    accent: '#374151',
  },
  {
    key: 'corp-suits',
    parent: 'corporate',
    nameAr: 'بدل وجاكيتات',
    nameEn: 'Suits & Blazers',
    descAr: 'بدل رسمية وجاكيتات بليزر رجالية ونسائية بتفصيل متقن.',
    descEn: "Well-tailored men's and women's suits and blazers.",
    tile: [['blazer', 'navy']],
    accent: '#1f2a44',
  },
  {
    key: 'corp-polos',
    parent: 'corporate',
    nameAr: 'بولو الشركات',
    nameEn: 'Corporate Polos',
    descAr: 'بولو وكابات للفرق الميدانية والمعارض والفعاليات بطباعة أو تطريز الشعار.',
    descEn: 'Polos and caps for field teams, exhibitions and events, printed or embroidered.',
    tile: [
      ['polo', 'navy'],
      ['cap', 'navy'],
    ],
    accent: '#2f5cb8',
  },
  // ------------------------------------------------------------ made in Saudi: brands / factories
  {
    key: 'brand-riyadh-weave',
    parent: 'saudi',
    nameAr: 'نسيج الرياض',
    nameEn: 'Riyadh Weave',
    descAr:
      'مصنع في المنطقة الصناعية الثانية بالرياض متخصص في الثياب الرجالية والقمصان الرسمية منذ أكثر من عشرين عاماً.',
    descEn:
      "A factory in Riyadh's Second Industrial City, making men's thobes and formal shirts for over twenty years.",
    tile: [['thobe', 'white']],
    accent: '#006c35',
    badge: 'RW',
  },
  {
    key: 'brand-jeddah-uniforms',
    parent: 'saudi',
    nameAr: 'مصنع جدة للزي الموحد',
    nameEn: 'Jeddah Uniform Factory',
    descAr: 'مصنع بجدة يورّد الزي الطبي ومعاطف المختبر للمستشفيات والمراكز الصحية في المنطقة الغربية.',
    descEn:
      'A Jeddah factory supplying scrubs and lab coats to hospitals and health centres across the Western Region.',
    tile: [['scrub-top', 'teal']],
    accent: '#1b8a8c',
    badge: 'JUF',
  },
  {
    key: 'brand-eastern-tailor',
    parent: 'saudi',
    nameAr: 'الخياط الشرقي',
    nameEn: 'Eastern Tailor',
    descAr: 'ورش خياطة في الدمام تنتج الأفرولات وملابس السلامة لشركات النفط والبتروكيماويات والمقاولات.',
    descEn:
      'Dammam workshops producing coveralls and safety wear for oil, petrochemical and contracting companies.',
    tile: [['coverall', 'khaki']],
    accent: '#d97706',
    badge: 'ET',
  },
  {
    key: 'brand-qassim-house',
    parent: 'saudi',
    nameAr: 'دار القصيم للملابس',
    nameEn: 'Qassim Garments House',
    descAr: 'دار خياطة في بريدة متخصصة في الزي المدرسي وملابس الأطفال بكميات كبيرة.',
    descEn: 'A Buraidah garment house specialising in school uniforms and childrenswear in volume.',
    tile: [['pinafore', 'grey']],
    accent: '#1f2a44',
    badge: 'QGH',
  },
  {
    key: 'brand-hijaz-hands',
    parent: 'saudi',
    nameAr: 'أنامل الحجاز',
    nameEn: 'Hijaz Hands',
    descAr: 'مشغل نسائي في المدينة المنورة يصمم العبايات العملية والتونيك بلمسات تطريز يدوية.',
    descEn:
      'A women-led atelier in Madinah designing practical abayas and tunics with hand-finished embroidery.',
    tile: [['abaya', 'black']],
    accent: '#7b1e2b',
    badge: 'HH',
  },
];
