import type { GarmentKind, GarmentStyle } from '../art/index.js';
import type { ColorKey } from './colors.js';
import { FABRICS, type FabricKey } from './fabrics.js';

export const SIZE_SETS = {
  adult: ['S', 'M', 'L', 'XL', 'XXL', '3XL'],
  kids: ['4', '6', '8', '10', '12', '14'],
  waist: ['30', '32', '34', '36', '38', '40'],
  thobe: ['52', '54', '56', '58', '60', '62'],
  abaya: ['50', '52', '54', '56', '58', '60'],
  cap: ['S', 'M', 'L', 'XL'],
} as const;
export type SizeSet = keyof typeof SIZE_SETS;

/** A measurement of a size set's chart: its names and its value under each size of the set. */
interface ChartRow {
  ar: string;
  en: string;
  values: readonly string[];
}

/** The size chart of each size set, values in the set's order (a product offering part of the set shows its part). */
export const SIZE_CHARTS: Record<SizeSet, readonly ChartRow[]> = {
  adult: [
    {
      ar: 'الصدر (سم)',
      en: 'Chest (cm)',
      values: ['88–92', '96–100', '104–108', '112–116', '120–124', '128–132'],
    },
    { ar: 'الطول (سم)', en: 'Length (cm)', values: ['70', '72', '74', '76', '78', '80'] },
  ],
  kids: [
    {
      ar: 'الطول (سم)',
      en: 'Height (cm)',
      values: ['98–104', '110–116', '122–128', '134–140', '146–152', '158–164'],
    },
    { ar: 'الصدر (سم)', en: 'Chest (cm)', values: ['56', '60', '64', '68', '72', '76'] },
  ],
  waist: [
    { ar: 'الخصر (سم)', en: 'Waist (cm)', values: ['76', '81', '86', '91', '97', '102'] },
    { ar: 'طول الساق الداخلي (سم)', en: 'Inside leg (cm)', values: ['81', '81', '82', '82', '83', '83'] },
  ],
  thobe: [
    { ar: 'الطول (سم)', en: 'Length (cm)', values: ['132', '137', '142', '147', '152', '157'] },
    { ar: 'الصدر (سم)', en: 'Chest (cm)', values: ['100', '104', '108', '112', '116', '120'] },
  ],
  abaya: [{ ar: 'الطول (سم)', en: 'Length (cm)', values: ['127', '132', '137', '142', '147', '152'] }],
  cap: [{ ar: 'محيط الرأس (سم)', en: 'Head (cm)', values: ['54', '56', '58', '60'] }],
};

export type Audience = 'men' | 'women' | 'unisex' | 'child';

export interface ProductTemplate {
  category: string;
  kind: GarmentKind;
  nameAr: string;
  nameEn: string;
  fabric: FabricKey;
  audience: Audience;
  sizes: SizeSet;
  /** First-tier unit price in SAR. */
  price: number;
  /** Colours to choose from (defaults to the garment's colours). */
  colors?: ColorKey[];
  /** Drawing variant of the garment. */
  style?: GarmentStyle;
}

/** What each garment is for and what makes it good, in both languages. */
export const KIND_TEXT: Record<
  GarmentKind,
  { introAr: string; introEn: string; featuresAr: string[]; featuresEn: string[] }
> = {
  shirt: {
    introAr: 'قميص بقصّة مريحة وياقة ثابتة لا تنثني، يناسب المكاتب وفرق الاستقبال والعمل الميداني الخفيف.',
    introEn:
      'A comfortable-fit shirt with a collar that keeps its shape, made for offices, reception teams and light field work.',
    featuresAr: [
      'ياقة مقوّاة بحشوة لاصقة',
      'جيب صدر بخياطة مزدوجة',
      'أساور بزرّين لضبط المقاس',
      'أزرار متينة مخيطة بآلة تقفيل',
    ],
    featuresEn: [
      'Fused, stiffened collar',
      'Double-stitched chest pocket',
      'Two-button adjustable cuffs',
      'Lock-stitched durable buttons',
    ],
  },
  polo: {
    introAr: 'بولو عملي للفرق الميدانية والمبيعات والفعاليات، أنيق بما يكفي للقاء العملاء ومريح طوال اليوم.',
    introEn:
      'A practical polo for field, sales and event teams: smart enough to meet customers, comfortable all day.',
    featuresAr: [
      'ياقة وأساور ريب مضلّعة',
      'مرد بثلاثة أزرار',
      'فتحات جانبية عند الخصر',
      'شريط تقوية عند الرقبة',
    ],
    featuresEn: [
      'Ribbed collar and cuffs',
      'Three-button placket',
      'Side vents at the hem',
      'Neck tape for strength',
    ],
  },
  tshirt: {
    introAr: 'تيشيرت بياقة دائرية وخياطة مزدوجة، خيار اقتصادي للأنشطة والنوادي والحملات.',
    introEn:
      'A crew-neck T-shirt with twin-needle stitching: an economical choice for activities, clubs and campaigns.',
    featuresAr: [
      'ياقة ريب لا تتمدد',
      'خياطة مزدوجة على الأكمام والذيل',
      'قصّة أنبوبية بدون درزات جانبية',
      'مساحة واسعة للطباعة على الصدر والظهر',
    ],
    featuresEn: [
      'Rib collar that does not stretch out',
      'Twin-needle sleeves and hem',
      'Tubular body, no side seams',
      'Large print area front and back',
    ],
  },
  'scrub-top': {
    introAr: 'سكراب طبي بقصّة عصرية ورقبة V، صُمّم للمناوبات الطويلة في المستشفيات والعيادات ومراكز الأسنان.',
    introEn: 'A modern V-neck scrub designed for long shifts in hospitals, clinics and dental centres.',
    featuresAr: [
      'جيب صدر بفتحة أقلام',
      'جيبان أماميان عميقان',
      'فتحات جانبية لحرية الحركة',
      'يتوفر معه بنطلون مطابق بخصر مطاطي ورباط',
    ],
    featuresEn: [
      'Chest pocket with pen slot',
      'Two deep front pockets',
      'Side vents for easy movement',
      'Matching drawstring trousers available',
    ],
  },
  'scrub-cap': {
    introAr: 'قبعة جراحية قابلة للغسيل تغطي الشعر بالكامل وتبقى ثابتة طوال العملية.',
    introEn:
      'A washable surgical cap that covers the hair fully and stays in place throughout the procedure.',
    featuresAr: [
      'أربطة خلفية قابلة للتعديل',
      'شريط قطني ماص للعرق عند الجبهة',
      'مقاس يناسب الشعر الطويل',
      'يمكن طباعة الاسم والقسم',
    ],
    featuresEn: [
      'Adjustable back ties',
      'Absorbent cotton sweatband',
      'Roomy enough for long hair',
      'Name and department printing available',
    ],
  },
  tunic: {
    introAr: 'تونيك نسائي طويل بقصّة محتشمة وأكمام طويلة، مناسب للعيادات وفرق التدبير والضيافة.',
    introEn:
      'A long, modest tunic with full sleeves, suited to clinics, housekeeping and guest-service teams.',
    featuresAr: ['ياقة صينية أنيقة', 'إغلاق جانبي بأزرار مخفية', 'جيبان أماميان', 'فتحات جانبية عند الذيل'],
    featuresEn: [
      'Neat mandarin collar',
      'Side-shoulder button fastening',
      'Two front pockets',
      'Side slits at the hem',
    ],
  },
  'lab-coat': {
    introAr:
      'معطف مختبر بطول الركبة وياقة كلاسيكية، يحمي الملابس ويمنح مظهراً مهنياً للأطباء والصيادلة وفنيي المختبر.',
    introEn:
      'A knee-length lab coat with a classic collar that protects clothing and gives doctors, pharmacists and lab technicians a professional look.',
    featuresAr: [
      'أربعة أزرار أمامية',
      'جيب صدر وجيبان جانبيان',
      'فتحة خلفية مع حزام ظهر',
      'أكمام طويلة بخياطة مزدوجة',
    ],
    featuresEn: [
      'Four front buttons',
      'Chest pocket and two hip pockets',
      'Back vent with half-belt',
      'Long, double-stitched sleeves',
    ],
  },
  'chef-jacket': {
    introAr: 'جاكيت شيف بأزرار مزدوجة يمكن قلب واجهته لإخفاء البقع، مصمم لحرارة المطابخ التجارية.',
    introEn:
      'A double-breasted chef jacket whose front can be reversed to hide stains, built for the heat of commercial kitchens.',
    featuresAr: [
      'ياقة ماندرين',
      'أزرار مطاطية تتحمل الغسيل الساخن',
      'جيب أقلام على الكم',
      'أكمام قابلة للطي',
    ],
    featuresEn: [
      'Mandarin collar',
      'Hot-wash-proof stud buttons',
      'Pen pocket on the sleeve',
      'Roll-up sleeves',
    ],
  },
  blazer: {
    introAr: 'جاكيت بتفصيل متقن وبطانة كاملة، يمنح موظفي الاستقبال والإدارة مظهراً موحداً وراقياً.',
    introEn:
      'A well-tailored, fully lined jacket that gives front-desk and management staff a uniform, polished look.',
    featuresAr: ['ياقة مسننة كلاسيكية', 'زرّان أماميان', 'جيوب بأغطية وجيب داخلي', 'فتحة خلفية مركزية'],
    featuresEn: [
      'Classic notch lapel',
      'Two-button front',
      'Flap pockets and inside pocket',
      'Centre back vent',
    ],
  },
  vest: {
    introAr: 'صديري كلاسيكي بفتحة V لفرق الخدمة في المطاعم والفنادق وقاعات المناسبات.',
    introEn: 'A classic V-neck waistcoat for service teams in restaurants, hotels and event halls.',
    featuresAr: ['خمسة أزرار أمامية', 'جيبان صغيران', 'ظهر ساتان بحزام قابل للتعديل', 'بطانة كاملة'],
    featuresEn: ['Five-button front', 'Two welt pockets', 'Satin back with adjustable strap', 'Fully lined'],
  },
  'hivis-vest': {
    introAr: 'سترة عاكسة خفيفة تُلبس فوق الملابس، تجعل العامل مرئياً في المواقع والطرق والمستودعات.',
    introEn:
      'A light reflective vest worn over clothing that keeps workers visible on sites, roads and in warehouses.',
    featuresAr: [
      'شريطان عاكسان أفقيان وحمّالات عاكسة',
      'إغلاق أمامي بسحاب',
      'جيب لاسلكي وجيب بطاقة',
      'مساحة لطباعة اسم الشركة على الظهر',
    ],
    featuresEn: [
      'Two reflective bands and braces',
      'Front zip closure',
      'Radio pocket and ID pocket',
      'Back print area for the company name',
    ],
  },
  'track-jacket': {
    introAr: 'جاكيت رياضي بسحاب كامل وخطوط على الأكمام، يُطلب عادة مع بنطلون مطابق.',
    introEn: 'A full-zip track jacket with sleeve stripes, usually ordered with matching trousers.',
    featuresAr: ['ياقة واقفة', 'سحاب كامل بمقبض متين', 'جيبان جانبيان', 'أساور وذيل مطاطي'],
    featuresEn: [
      'Stand-up collar',
      'Full zip with sturdy puller',
      'Two side pockets',
      'Elasticated cuffs and hem',
    ],
  },
  abaya: {
    introAr: 'عباية عملية بقصّة مريحة وأكمام واسعة، أنيقة في الدوام وسهلة الحركة.',
    introEn: 'A practical abaya with an easy cut and wide sleeves: elegant at work and easy to move in.',
    featuresAr: ['تطريز خفيف على الأطراف', 'إغلاق أمامي بكبسات مخفية', 'جيوب جانبية', 'أطوال متعددة'],
    featuresEn: ['Subtle embroidered edges', 'Hidden front press studs', 'Side pockets', 'Several lengths'],
  },
  thobe: {
    introAr: 'ثوب سعودي بتفصيل دقيق وخياطة ناعمة، للاستقبال والضيافة والمناسبات الرسمية.',
    introEn:
      'A precisely tailored Saudi thobe with fine stitching, for reception, hospitality and formal occasions.',
    featuresAr: ['ياقة ثابتة بحشوة', 'أزرار مخفية في المرد', 'جيب صدر وجيبان جانبيان', 'أطوال من 52 إلى 62'],
    featuresEn: [
      'Stiffened collar',
      'Concealed placket buttons',
      'Chest pocket and two side pockets',
      'Lengths 52 to 62',
    ],
  },
  pinafore: {
    introAr: 'مريول مدرسي بكسرات منتظمة يثبت شكلها بعد الغسيل، بقصّة تسمح بالحركة واللعب.',
    introEn: 'A school pinafore with sharp pleats that survive washing, cut for running and play.',
    featuresAr: ['كسرات مثبتة حرارياً', 'أزرار على الكتفين', 'حزام خصر مخيط', 'هامش إضافي لتطويل المريول'],
    featuresEn: ['Heat-set pleats', 'Shoulder buttons', 'Sewn-in waistband', 'Extra hem to let down'],
  },
  coverall: {
    introAr: 'أفرول عمل قطعة واحدة يحمي الجسم كاملاً، مصمم للمصانع وورش الصيانة ومواقع النفط والغاز.',
    introEn:
      'A one-piece work coverall giving full-body protection, designed for factories, maintenance workshops and oil and gas sites.',
    featuresAr: [
      'سحاب نحاسي مزدوج الاتجاه بغطاء',
      'جيبا صدر بأغطية وجيب مسطرة',
      'خصر مطاطي في الظهر',
      'مكان لحشوات الركبة',
    ],
    featuresEn: [
      'Covered two-way brass zip',
      'Two flap chest pockets and rule pocket',
      'Elastic back waist',
      'Knee-pad pockets',
    ],
  },
  trousers: {
    introAr: 'بنطلون بقصّة مستقيمة وخصر مريح، يكمل الطقم الموحد ويتحمل الاستخدام اليومي.',
    introEn:
      'Straight-leg trousers with a comfortable waist that complete the uniform and stand up to daily wear.',
    featuresAr: [
      'حزام خصر بست حلقات',
      'جيبان أماميان مائلان وجيبان خلفيان',
      'سحاب YKK',
      'كسرة ثابتة في الأمام',
    ],
    featuresEn: [
      'Waistband with six belt loops',
      'Two slant front and two back pockets',
      'YKK zip',
      'Permanent front crease',
    ],
  },
  apron: {
    introAr: 'مريلة صدر بطول الركبة تحمي الملابس في المطبخ وخلف الكاونتر، بحمّالة رقبة قابلة للتعديل.',
    introEn:
      'A knee-length bib apron that protects clothes in the kitchen and behind the counter, with an adjustable neck strap.',
    featuresAr: ['جيب أمامي مقسم', 'أربطة خصر طويلة', 'حمّالة رقبة قابلة للتعديل', 'خياطة مزدوجة على الأطراف'],
    featuresEn: ['Divided front pocket', 'Long waist ties', 'Adjustable neck strap', 'Double-stitched edges'],
  },
  cap: {
    introAr: 'كاب بستة ألواح وحافة مقوّسة، مثالي لتطريز الشعار للفرق الميدانية والفعاليات.',
    introEn:
      'A six-panel cap with a curved peak, ideal for embroidering your logo for field teams and events.',
    featuresAr: [
      'لوحة أمامية مقوّاة للتطريز',
      'فتحات تهوية مطرزة',
      'إغلاق خلفي قابل للتعديل',
      'شريط داخلي ماص للعرق',
    ],
    featuresEn: [
      'Structured front panel for embroidery',
      'Embroidered eyelets',
      'Adjustable back closure',
      'Absorbent inner sweatband',
    ],
  },
};

/** Features of the style variants, replacing their garment's list. */
export const STYLE_FEATURES: Partial<Record<GarmentStyle, { ar: string[]; en: string[] }>> = {
  short: {
    ar: [
      'أكمام قصيرة مريحة في الصيف',
      'ياقة مقوّاة لا تنثني',
      'جيب صدر بخياطة مزدوجة',
      'ذيل مستقيم يُلبس داخل البنطلون أو خارجه',
    ],
    en: [
      'Short sleeves for the summer',
      'Stiffened collar that keeps its shape',
      'Double-stitched chest pocket',
      'Straight hem, worn tucked in or out',
    ],
  },
  work: {
    ar: [
      'جيبا صدر بأغطية وأزرار',
      'كتافات على الكتفين',
      'خياطة ثلاثية عند نقاط الشد',
      'أساور بزرّين لضبط المقاس',
    ],
    en: [
      'Two button-down flap chest pockets',
      'Shoulder epaulettes',
      'Triple stitching at stress points',
      'Two-button adjustable cuffs',
    ],
  },
  tipped: {
    ar: [
      'خط لوني متباين على الياقة والأكمام',
      'مرد بثلاثة أزرار',
      'ياقة ريب تحافظ على شكلها',
      'فتحات جانبية عند الذيل',
    ],
    en: [
      'Contrast tipping on collar and sleeves',
      'Three-button placket',
      'Rib collar that keeps its shape',
      'Side vents at the hem',
    ],
  },
  princess: {
    ar: [
      'درزات أميرية تمنح قصّة مخصّرة',
      'رقبة V بحافة مزدوجة',
      'جيبان أماميان عميقان وجيب أقلام',
      'فتحات جانبية لحرية الحركة',
    ],
    en: [
      'Princess seams for a tailored shape',
      'Double-layer V-neck',
      'Two deep front pockets and a pen pocket',
      'Side vents for easy movement',
    ],
  },
  women: {
    ar: ['قصّة نسائية مخصّرة بزر واحد', 'ياقة مسننة ناعمة', 'بطانة كاملة', 'جيوب بأغطية'],
    en: ["Fitted women's cut with a single button", 'Soft notch lapel', 'Fully lined', 'Flap pockets'],
  },
  piping: {
    ar: [
      'ظهر شبكي يخفف الحرارة',
      'حواف بلون متباين على الياقة والواجهة',
      'أزرار مطاطية تتحمل الغسيل الساخن',
      'أكمام قابلة للطي',
    ],
    en: [
      'Mesh back panel to release heat',
      'Contrast piping on collar and front',
      'Hot-wash-proof stud buttons',
      'Roll-up sleeves',
    ],
  },
  cargo: {
    ar: ['جيبان جانبيان بأغطية على الفخذ', 'حزام خصر بست حلقات', 'قماش مقوّى عند الركبة', 'سحاب معدني متين'],
    en: [
      'Two flap cargo pockets on the thighs',
      'Waistband with six belt loops',
      'Reinforced knees',
      'Heavy-duty metal zip',
    ],
  },
  drawstring: {
    ar: [
      'خصر مطاطي برباط قابل للتعديل',
      'جيبان جانبيان وجيب خلفي',
      'قصّة مستقيمة مريحة للوقوف الطويل',
      'درزات مزدوجة تتحمل الغسيل المتكرر',
    ],
    en: [
      'Elastic waist with adjustable drawstring',
      'Two side pockets and a back pocket',
      'Relaxed straight leg for long hours standing',
      'Double seams that survive frequent washing',
    ],
  },
};

/** How a logo goes on each garment. */
export function brandingText(kind: GarmentKind): { ar: string; en: string } {
  if (kind === 'hivis-vest' || kind === 'coverall')
    return {
      ar: 'نطبع اسم الشركة وشعارها على الظهر بالطباعة الحرارية العاكسة أو السلك سكرين، ونطرّز الشعار على الصدر عند الطلب.',
      en: 'We print your company name and logo on the back with reflective heat transfer or screen print, and embroider the chest logo on request.',
    };
  if (kind === 'tshirt' || kind === 'track-jacket')
    return {
      ar: 'متاح طباعة الشعار بالسلك سكرين أو الطباعة الرقمية DTF، وطباعة الأسماء والأرقام لكل قطعة.',
      en: 'Logos can be screen printed or DTF printed, with individual names and numbers on every piece.',
    };
  if (kind === 'abaya' || kind === 'thobe')
    return {
      ar: 'يمكن إضافة شعار صغير مطرّز بخيط بلون القماش نفسه للحفاظ على المظهر الهادئ.',
      en: 'A small tone-on-tone embroidered logo can be added to keep the look understated.',
    };
  return {
    ar: 'نطرّز شعار منشأتك على الصدر أو الكم بآلات تطريز متعددة الرؤوس حتى 12 لوناً، مع إمكانية تطريز الاسم والقسم لكل موظف.',
    en: 'We embroider your logo on the chest or sleeve on multi-head machines in up to 12 colours, and can add each employee’s name and department.',
  };
}

/**
 * What the shop charges per piece for the buyer's logo added at checkout, in halalas: a print on
 * workwear, an embroidered chest logo on the rest; null where the logo is a made-to-order detail
 * that the sales desk prices in a quote (the tone-on-tone abaya and thobe).
 */
export function logoPriceOf(kind: GarmentKind): number | null {
  if (kind === 'abaya' || kind === 'thobe') return null;
  if (kind === 'hivis-vest' || kind === 'coverall' || kind === 'tshirt' || kind === 'track-jacket')
    return 600;
  return 850;
}

/** The Arabic counted noun for pieces: 3 to 10 take the plural (قطع), other counts the singular (قطعة). */
export function piecesAr(n: number): string {
  const lastTwo = n % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? 'قطع' : 'قطعة';
}

/** Product description as HTML: intro, fabric, features, branding, care, wholesale note. */
export function describe(t: ProductTemplate, minQty: number): { ar: string; en: string } {
  const fabric = FABRICS[t.fabric];
  const kindText = KIND_TEXT[t.kind];
  const styled = t.style ? STYLE_FEATURES[t.style] : undefined;
  const text = styled ? { ...kindText, featuresAr: styled.ar, featuresEn: styled.en } : kindText;
  const branding = brandingText(t.kind);
  const ar = [
    `<p>${text.introAr}</p>`,
    `<p><strong>الخامة:</strong> ${fabric.nameAr} بوزن ${fabric.gsm} غرام/م². ${fabric.aboutAr}</p>`,
    `<ul>${text.featuresAr.map((x) => `<li>${x}</li>`).join('')}</ul>`,
    `<p><strong>الشعار والتطريز:</strong> ${branding.ar}</p>`,
    `<p><strong>العناية:</strong></p><ul>${fabric.careAr.map((x) => `<li>${x}</li>`).join('')}</ul>`,
    `<p>أقل كمية للطلب ${minQty} ${piecesAr(minQty)} توزعها على الألوان والمقاسات كما تشاء، والسعر ينخفض تلقائياً كلما زادت الكمية.</p>`,
  ].join('');
  const en = [
    `<p>${text.introEn}</p>`,
    `<p><strong>Fabric:</strong> ${fabric.nameEn}, ${fabric.gsm} GSM. ${fabric.aboutEn}</p>`,
    `<ul>${text.featuresEn.map((x) => `<li>${x}</li>`).join('')}</ul>`,
    `<p><strong>Logo and embroidery:</strong> ${branding.en}</p>`,
    `<p><strong>Care:</strong></p><ul>${fabric.careEn.map((x) => `<li>${x}</li>`).join('')}</ul>`,
    `<p>Minimum order ${minQty} pieces, split across colours and sizes as you like; the unit price drops automatically as the quantity grows.</p>`,
  ].join('');
  return { ar, en };
}

const T = (
  category: string,
  kind: GarmentKind,
  nameAr: string,
  nameEn: string,
  fabric: FabricKey,
  audience: Audience,
  sizes: SizeSet,
  price: number,
  colors?: ColorKey[],
  style?: GarmentStyle,
): ProductTemplate => ({ category, kind, nameAr, nameEn, fabric, audience, sizes, price, colors, style });

/** One product per template; larger catalogues repeat them as further styles. */
export const TEMPLATES: ProductTemplate[] = [
  // men
  T(
    'men-shirts',
    'shirt',
    'قميص رجالي رسمي بأكمام طويلة',
    "Men's Long-Sleeve Formal Shirt",
    'poplin',
    'men',
    'adult',
    58,
  ),
  T('men-shirts', 'polo', 'بولو رجالي قطن بيكيه', "Men's Cotton Piqué Polo", 'pique', 'men', 'adult', 36),
  T(
    'men-shirts',
    'shirt',
    'قميص عمل رجالي أكسفورد',
    "Men's Oxford Work Shirt",
    'oxford',
    'men',
    'adult',
    49,
    undefined,
    'work',
  ),
  T(
    'men-trousers',
    'trousers',
    'بنطلون رجالي جبردين كلاسيك',
    "Men's Classic Gabardine Trousers",
    'gabardine',
    'men',
    'waist',
    69,
  ),
  T(
    'men-trousers',
    'trousers',
    'بنطلون عمل رجالي بجيوب جانبية',
    "Men's Cargo Work Trousers",
    'polycotton',
    'men',
    'waist',
    62,
    ['khaki', 'navy', 'black', 'grey'],
    'cargo',
  ),
  T(
    'men-thobes',
    'thobe',
    'ثوب سعودي رجالي بياقة قلاب',
    "Saudi Men's Thobe, Turn-Down Collar",
    'thobe',
    'men',
    'thobe',
    115,
  ),
  T(
    'men-thobes',
    'thobe',
    'ثوب رجالي شتوي صوف مخلوط',
    "Men's Winter Thobe, Wool Blend",
    'wool',
    'men',
    'thobe',
    165,
    ['grey', 'beige', 'off-white'],
  ),
  T(
    'men-thobes',
    'thobe',
    'ثوب موظفي الاستقبال بياقة صينية',
    'Reception Staff Thobe, Mandarin Collar',
    'thobe',
    'men',
    'thobe',
    125,
  ),
  // women
  T(
    'women-abayas',
    'abaya',
    'عباية عملية كريب ندى',
    'Practical Nidha Crepe Abaya',
    'nidha',
    'women',
    'abaya',
    145,
  ),
  T(
    'women-abayas',
    'abaya',
    'عباية موظفات بتطريز خفيف',
    'Staff Abaya with Subtle Embroidery',
    'nidha',
    'women',
    'abaya',
    175,
  ),
  T(
    'women-abayas',
    'abaya',
    'عباية كلوش بأكمام واسعة',
    'Flared Abaya with Wide Sleeves',
    'nidha',
    'women',
    'abaya',
    160,
  ),
  T(
    'women-tops',
    'tunic',
    'تونيك نسائي طويل بياقة صينية',
    "Women's Long Tunic, Mandarin Collar",
    'polycotton',
    'women',
    'adult',
    72,
  ),
  T(
    'women-tops',
    'shirt',
    'قميص نسائي رسمي بأكمام طويلة',
    "Women's Long-Sleeve Formal Shirt",
    'poplin',
    'women',
    'adult',
    58,
    ['white', 'sky-blue', 'black', 'beige'],
  ),
  T('women-tops', 'polo', 'بولو نسائي بقصّة مخصّرة', "Women's Fitted Polo", 'pique', 'women', 'adult', 38),
  // children
  T('kids-boys', 'tshirt', 'تيشيرت أولاد قطن', "Boys' Cotton T-Shirt", 'jersey', 'child', 'kids', 19),
  T(
    'kids-boys',
    'polo',
    'بولو أولاد للأنشطة والمناسبات',
    "Boys' Activity Polo",
    'pique',
    'child',
    'kids',
    28,
    undefined,
    'tipped',
  ),
  T(
    'kids-girls',
    'tshirt',
    'تيشيرت بنات قطن ناعم',
    "Girls' Soft Cotton T-Shirt",
    'jersey',
    'child',
    'kids',
    19,
    ['white', 'red', 'royal-blue', 'grey'],
  ),
  T(
    'kids-girls',
    'track-jacket',
    'جاكيت رياضي بنات بسحاب',
    "Girls' Zip Track Jacket",
    'micro',
    'child',
    'kids',
    48,
  ),
  // medical
  T(
    'med-scrubs',
    'scrub-top',
    'طقم سكراب طبي مرن برقبة V',
    'Stretch V-Neck Scrub Set',
    'stretch',
    'unisex',
    'adult',
    95,
  ),
  T(
    'med-scrubs',
    'scrub-top',
    'بلوزة سكراب نسائية بجيوب متعددة',
    "Women's Multi-Pocket Scrub Top",
    'stretch',
    'women',
    'adult',
    58,
    undefined,
    'princess',
  ),
  T(
    'med-scrubs',
    'scrub-top',
    'سكراب رجالي قطن مخلوط',
    "Men's Poly-Cotton Scrub Top",
    'polycotton',
    'men',
    'adult',
    45,
  ),
  T(
    'med-scrubs',
    'trousers',
    'بنطلون سكراب بخصر مطاطي ورباط',
    'Drawstring Scrub Trousers',
    'stretch',
    'unisex',
    'adult',
    52,
    ['navy', 'black', 'grey'],
    'drawstring',
  ),
  T(
    'med-labcoats',
    'lab-coat',
    'معطف مختبر أبيض للأطباء',
    "Doctor's White Lab Coat",
    'polycotton',
    'unisex',
    'adult',
    78,
    ['white', 'sky-blue', 'navy'],
  ),
  T(
    'med-labcoats',
    'lab-coat',
    'معطف مختبر نسائي بقصّة مخصّرة',
    "Women's Tailored Lab Coat",
    'polycotton',
    'women',
    'adult',
    84,
  ),
  T(
    'med-labcoats',
    'lab-coat',
    'معطف مختبر للطلاب والفنيين',
    'Student & Technician Lab Coat',
    'polycotton',
    'unisex',
    'adult',
    55,
  ),
  T(
    'med-caps',
    'scrub-cap',
    'قبعة جراحية قطنية بأربطة',
    'Cotton Surgical Tie Cap',
    'poplin',
    'unisex',
    'cap',
    16,
  ),
  T(
    'med-caps',
    'scrub-cap',
    'قبعة سكراب بطباعة شعار المنشأة',
    'Scrub Cap with Facility Logo',
    'stretch',
    'unisex',
    'cap',
    22,
  ),
  // hospitality
  T(
    'hosp-chef',
    'chef-jacket',
    'جاكيت شيف كلاسيك بأزرار مزدوجة',
    'Classic Double-Breasted Chef Jacket',
    'polycotton',
    'unisex',
    'adult',
    85,
    ['white', 'black', 'grey'],
  ),
  T(
    'hosp-chef',
    'chef-jacket',
    'جاكيت شيف بظهر شبكي للتهوية',
    'Breathable Chef Jacket with Mesh Back',
    'polycotton',
    'unisex',
    'adult',
    98,
    undefined,
    'piping',
  ),
  T(
    'hosp-chef',
    'trousers',
    'بنطلون طهاة بخصر مطاطي',
    'Chef Trousers with Elastic Waist',
    'polycotton',
    'unisex',
    'adult',
    54,
    ['black', 'grey', 'navy'],
    'drawstring',
  ),
  T(
    'hosp-service',
    'vest',
    'صديري ويتر كلاسيك',
    'Classic Waiter Waistcoat',
    'gabardine',
    'unisex',
    'adult',
    65,
  ),
  T(
    'hosp-service',
    'apron',
    'مريلة صدر للمطاعم والمقاهي',
    'Bib Apron for Restaurants & Cafés',
    'canvas',
    'unisex',
    'adult',
    32,
  ),
  T(
    'hosp-service',
    'shirt',
    'قميص فريق الخدمة الرسمي',
    'Service Team Formal Shirt',
    'poplin',
    'unisex',
    'adult',
    52,
    ['white', 'black', 'sky-blue'],
    'short',
  ),
  T(
    'hosp-hotel',
    'blazer',
    'جاكيت استقبال فندقي',
    'Hotel Front-Desk Blazer',
    'gabardine',
    'unisex',
    'adult',
    245,
  ),
  T(
    'hosp-hotel',
    'polo',
    'بولو فريق الضيافة',
    'Guest-Service Team Polo',
    'pique',
    'unisex',
    'adult',
    39,
    undefined,
    'tipped',
  ),
  T('hosp-hotel', 'tunic', 'تونيك التدبير الفندقي', 'Housekeeping Tunic', 'polycotton', 'women', 'adult', 68),
  // industrial
  T(
    'ind-coveralls',
    'coverall',
    'أفرول عمل قطن درِل',
    'Cotton Drill Work Coverall',
    'drill',
    'men',
    'adult',
    98,
  ),
  T(
    'ind-coveralls',
    'coverall',
    'أفرول عاكس عالي الوضوح',
    'Hi-Vis Reflective Coverall',
    'polycotton',
    'men',
    'adult',
    118,
    ['hivis-orange', 'navy'],
  ),
  T(
    'ind-coveralls',
    'coverall',
    'أفرول فنيي الصيانة بجيوب متعددة',
    'Maintenance Technician Coverall',
    'polycotton',
    'unisex',
    'adult',
    89,
  ),
  T(
    'ind-safety',
    'hivis-vest',
    'سترة سلامة عاكسة بسحاب',
    'Hi-Vis Safety Vest with Zip',
    'hivis',
    'unisex',
    'adult',
    18,
    ['hivis-yellow', 'hivis-orange', 'navy'],
  ),
  T(
    'ind-safety',
    'hivis-vest',
    'سترة مشرف موقع بجيوب',
    'Site Supervisor Hi-Vis Vest',
    'hivis',
    'unisex',
    'adult',
    34,
    ['hivis-orange', 'hivis-yellow', 'navy'],
  ),
  T(
    'ind-safety',
    'shirt',
    'قميص عمل صناعي ثقيل',
    'Heavy-Duty Industrial Work Shirt',
    'drill',
    'men',
    'adult',
    64,
    ['navy', 'grey', 'beige'],
    'work',
  ),
  T(
    'ind-safety',
    'cap',
    'كاب عمل قطني بشعار الشركة',
    'Cotton Work Cap with Company Logo',
    'drill',
    'unisex',
    'cap',
    17,
  ),
  // school
  T(
    'school-boys',
    'shirt',
    'قميص مدرسي بنين',
    "Boys' School Shirt",
    'polycotton',
    'child',
    'kids',
    29,
    ['white', 'sky-blue', 'grey'],
    'short',
  ),
  T(
    'school-boys',
    'trousers',
    'بنطلون مدرسي بنين',
    "Boys' School Trousers",
    'gabardine',
    'child',
    'kids',
    39,
    ['grey', 'navy', 'black'],
  ),
  T(
    'school-girls',
    'pinafore',
    'مريول مدرسي بكسرات',
    'Pleated School Pinafore',
    'gabardine',
    'child',
    'kids',
    59,
  ),
  T(
    'school-girls',
    'pinafore',
    'مريول المرحلة الابتدائية',
    'Primary School Pinafore',
    'polycotton',
    'child',
    'kids',
    49,
  ),
  T(
    'school-girls',
    'shirt',
    'قميص مدرسي بنات',
    "Girls' School Blouse",
    'polycotton',
    'child',
    'kids',
    29,
    ['white', 'sky-blue'],
    'short',
  ),
  T(
    'school-sports',
    'track-jacket',
    'بدلة رياضة مدرسية بسحاب',
    'School Zip Tracksuit',
    'micro',
    'child',
    'kids',
    79,
  ),
  T('school-sports', 'tshirt', 'تيشيرت التربية البدنية', 'PE T-Shirt', 'micro', 'child', 'kids', 21),
  // corporate
  T(
    'corp-shirts',
    'shirt',
    'قميص شركات بشعار مطرز',
    'Corporate Shirt with Embroidered Logo',
    'oxford',
    'unisex',
    'adult',
    62,
  ),
  T('corp-shirts', 'shirt', 'قميص رسمي مقاوم للتجعد', 'Non-Iron Formal Shirt', 'poplin', 'men', 'adult', 74),
  T(
    'corp-suits',
    'blazer',
    'بدلة رسمية رجالية قطعتين',
    "Men's Two-Piece Suit",
    'gabardine',
    'men',
    'adult',
    395,
  ),
  T(
    'corp-suits',
    'blazer',
    'جاكيت بليزر نسائي',
    "Women's Tailored Blazer",
    'gabardine',
    'women',
    'adult',
    235,
    undefined,
    'women',
  ),
  T(
    'corp-polos',
    'polo',
    'بولو شركات بطباعة الشعار',
    'Corporate Polo with Printed Logo',
    'pique',
    'unisex',
    'adult',
    42,
  ),
  T(
    'corp-polos',
    'polo',
    'بولو سريع الجفاف للفرق الميدانية',
    'Quick-Dry Field Team Polo',
    'micro',
    'unisex',
    'adult',
    46,
    undefined,
    'tipped',
  ),
  T('corp-polos', 'cap', 'كاب فعاليات ومعارض', 'Events & Exhibitions Cap', 'drill', 'unisex', 'cap', 15),
  // made in Saudi
  T(
    'brand-riyadh-weave',
    'thobe',
    'ثوب نسيج الرياض الفاخر',
    'Riyadh Weave Premium Thobe',
    'thobe',
    'men',
    'thobe',
    189,
  ),
  T(
    'brand-riyadh-weave',
    'shirt',
    'قميص نسيج الرياض الرسمي',
    'Riyadh Weave Formal Shirt',
    'poplin',
    'men',
    'adult',
    69,
  ),
  T(
    'brand-jeddah-uniforms',
    'scrub-top',
    'سكراب جدة الطبي المرن',
    'Jeddah Stretch Scrub Set',
    'stretch',
    'unisex',
    'adult',
    89,
    undefined,
    'princess',
  ),
  T(
    'brand-jeddah-uniforms',
    'lab-coat',
    'معطف مختبر صناعة جدة',
    'Jeddah-Made Lab Coat',
    'polycotton',
    'unisex',
    'adult',
    72,
  ),
  T(
    'brand-eastern-tailor',
    'coverall',
    'أفرول الخياط الشرقي للحقول',
    'Eastern Tailor Field Coverall',
    'drill',
    'men',
    'adult',
    109,
  ),
  T(
    'brand-eastern-tailor',
    'hivis-vest',
    'سترة عاكسة صناعة الدمام',
    'Dammam-Made Hi-Vis Vest',
    'hivis',
    'unisex',
    'adult',
    21,
    ['hivis-yellow', 'hivis-orange'],
  ),
  T(
    'brand-qassim-house',
    'pinafore',
    'مريول دار القصيم المدرسي',
    'Qassim House School Pinafore',
    'gabardine',
    'child',
    'kids',
    55,
  ),
  T(
    'brand-qassim-house',
    'tshirt',
    'تيشيرت أطفال صناعة بريدة',
    'Buraidah-Made Kids T-Shirt',
    'jersey',
    'child',
    'kids',
    17,
  ),
  T(
    'brand-hijaz-hands',
    'abaya',
    'عباية أنامل الحجاز المطرزة',
    'Hijaz Hands Embroidered Abaya',
    'nidha',
    'women',
    'abaya',
    210,
  ),
  T(
    'brand-hijaz-hands',
    'tunic',
    'تونيك أنامل الحجاز',
    'Hijaz Hands Tunic',
    'polycotton',
    'women',
    'adult',
    85,
  ),
];
