/** Fabrics of the demo catalogue: composition, weight and care, in both languages. */
export interface Fabric {
  nameAr: string;
  nameEn: string;
  gsm: number;
  aboutAr: string;
  aboutEn: string;
  careAr: string[];
  careEn: string[];
}

const CARE_COTTON_AR = [
  'غسيل آلي حتى 40 درجة مع الألوان المتشابهة',
  'كيّ على حرارة متوسطة من الداخل',
  'تجنّب المبيّض على الألوان الداكنة',
];
const CARE_COTTON_EN = [
  'Machine wash up to 40°C with similar colours',
  'Iron on medium heat, inside out',
  'Do not bleach dark colours',
];

export const FABRICS = {
  polycotton: {
    nameAr: 'تويل مخلوط 65% بوليستر و35% قطن',
    nameEn: '65% polyester / 35% cotton twill',
    gsm: 210,
    aboutAr:
      'نسيج تويل متين يجمع قوة البوليستر وراحة القطن، يحافظ على لونه وشكله بعد عشرات الغسلات ولا يحتاج إلى كيّ كثير.',
    aboutEn:
      'A durable twill that pairs the strength of polyester with the comfort of cotton. It keeps its colour and shape through dozens of washes and needs little ironing.',
    careAr: ['غسيل آلي حتى 60 درجة', 'تجفيف على حرارة منخفضة', 'كيّ خفيف عند الحاجة'],
    careEn: ['Machine wash up to 60°C', 'Tumble dry on low heat', 'Light iron if needed'],
  },
  poplin: {
    nameAr: 'بوبلين قطن 100%',
    nameEn: '100% cotton poplin',
    gsm: 120,
    aboutAr:
      'بوبلين قطني ناعم بملمس بارد يناسب صيف المملكة، نسجته الكثيفة تمنح القميص مظهراً أنيقاً طوال اليوم.',
    aboutEn:
      'Smooth, cool cotton poplin suited to the Saudi summer; its dense weave keeps the shirt looking sharp all day.',
    careAr: CARE_COTTON_AR,
    careEn: CARE_COTTON_EN,
  },
  oxford: {
    nameAr: 'أكسفورد قطن مخلوط',
    nameEn: 'Cotton-blend Oxford',
    gsm: 135,
    aboutAr: 'قماش أكسفورد بنسجة سلّية واضحة، أقوى من البوبلين وأنسب للعمل الميداني والاستخدام اليومي.',
    aboutEn:
      'Oxford cloth with a visible basket weave: tougher than poplin and better suited to field work and daily use.',
    careAr: CARE_COTTON_AR,
    careEn: CARE_COTTON_EN,
  },
  stretch: {
    nameAr: 'بوليستر 72% وفيسكوز 21% وسباندكس 7%',
    nameEn: '72% polyester / 21% viscose / 7% spandex',
    gsm: 190,
    aboutAr:
      'خامة مرنة في أربعة اتجاهات تتحرك مع الجسم في المناوبات الطويلة، ناعمة على البشرة وسريعة الجفاف ومقاومة للتجعد.',
    aboutEn:
      'Four-way stretch that moves with you through long shifts: soft on the skin, quick-drying and crease-resistant.',
    careAr: ['غسيل آلي حتى 60 درجة لتعقيم فعّال', 'لا تستخدم المبيّض الكلوري', 'تجفيف على حرارة منخفضة'],
    careEn: [
      'Machine wash up to 60°C for effective hygiene',
      'Do not use chlorine bleach',
      'Tumble dry on low heat',
    ],
  },
  pique: {
    nameAr: 'بيكيه قطن 100%',
    nameEn: '100% cotton piqué',
    gsm: 220,
    aboutAr: 'بيكيه قطني مسامي يسمح بمرور الهواء، ياقة وأساور من الريب المضلّع تحافظ على شكلها بعد الغسيل.',
    aboutEn: 'Breathable cotton piqué with a ribbed collar and cuffs that hold their shape after washing.',
    careAr: CARE_COTTON_AR,
    careEn: CARE_COTTON_EN,
  },
  jersey: {
    nameAr: 'جيرسي قطن ممشط 100%',
    nameEn: '100% combed cotton jersey',
    gsm: 180,
    aboutAr: 'قطن ممشط ناعم بخيوط مغزولة بإحكام، سطحه المستوي مثالي لطباعة الشعارات والأسماء.',
    aboutEn:
      'Soft, tightly spun combed cotton with a smooth face that is ideal for printing logos and names.',
    careAr: CARE_COTTON_AR,
    careEn: CARE_COTTON_EN,
  },
  gabardine: {
    nameAr: 'جبردين بوليستر وفيسكوز',
    nameEn: 'Polyester-viscose gabardine',
    gsm: 240,
    aboutAr: 'جبردين متماسك بملمس ناعم وانسدال جميل، يحافظ على الكسرة ويقاوم الوبر والبهتان.',
    aboutEn:
      'A firm gabardine with a smooth hand and good drape; it holds a crease and resists pilling and fading.',
    careAr: [
      'غسيل آلي حتى 40 درجة أو تنظيف جاف',
      'كيّ على حرارة متوسطة مع قطعة قماش',
      'تعليق على شمّاعة بعد الغسيل مباشرة',
    ],
    careEn: [
      'Machine wash up to 40°C or dry clean',
      'Iron on medium heat through a cloth',
      'Hang straight after washing',
    ],
  },
  drill: {
    nameAr: 'درِل قطن 100% ثقيل',
    nameEn: 'Heavy 100% cotton drill',
    gsm: 280,
    aboutAr: 'قماش درِل قطني ثقيل يتحمل الاحتكاك والعمل الشاق، يتنفس جيداً في حرارة المواقع والورش.',
    aboutEn:
      'Heavy cotton drill that stands up to abrasion and hard work while breathing well in hot sites and workshops.',
    careAr: ['غسيل آلي حتى 60 درجة', 'إزالة بقع الزيت قبل الغسيل', 'كيّ على حرارة عالية'],
    careEn: ['Machine wash up to 60°C', 'Pre-treat oil stains before washing', 'Iron on high heat'],
  },
  hivis: {
    nameAr: 'بوليستر عالي الوضوح مع شرائط عاكسة',
    nameEn: 'Hi-vis polyester with reflective tape',
    gsm: 120,
    aboutAr:
      'بوليستر فلورسنت خفيف مع شرائط عاكسة فضية بعرض 5 سم، تظهر بوضوح في ضوء النهار وتحت أضواء السيارات ليلاً.',
    aboutEn:
      'Light fluorescent polyester with 5 cm silver reflective tape, clearly visible in daylight and under headlights at night.',
    careAr: ['غسيل آلي حتى 40 درجة', 'لا تكوِ الشرائط العاكسة', 'لا تستخدم التنظيف الجاف'],
    careEn: ['Machine wash up to 40°C', 'Do not iron the reflective tape', 'Do not dry clean'],
  },
  nidha: {
    nameAr: 'كريب ندى',
    nameEn: 'Nidha crepe',
    gsm: 150,
    aboutAr: 'كريب ندى خفيف وغير شفاف بانسدال ناعم، لا يتجعد بسهولة ويحافظ على سواده الفاحم.',
    aboutEn: 'Light, opaque Nidha crepe with a soft drape; it resists creasing and keeps its deep colour.',
    careAr: ['غسيل يدوي أو آلي على دورة لطيفة 30 درجة', 'تجفيف في الظل', 'كيّ على حرارة منخفضة'],
    careEn: ['Hand or gentle machine wash at 30°C', 'Dry in the shade', 'Iron on low heat'],
  },
  thobe: {
    nameAr: 'قطن ياباني مخلوط',
    nameEn: 'Japanese cotton blend',
    gsm: 130,
    aboutAr: 'قماش ثياب ياباني مخلوط بلمعة هادئة، بارد في الصيف ومقاوم للتجعد ولا يشفّ.',
    aboutEn: 'A Japanese thobe fabric blend with a quiet sheen: cool in summer, crease-resistant and opaque.',
    careAr: ['غسيل آلي حتى 40 درجة', 'كيّ على حرارة متوسطة', 'يُفضّل الغسيل مع الملابس البيضاء فقط'],
    careEn: ['Machine wash up to 40°C', 'Iron on medium heat', 'Wash with whites only'],
  },
  wool: {
    nameAr: 'صوف مخلوط شتوي',
    nameEn: 'Winter wool blend',
    gsm: 260,
    aboutAr: 'صوف مخلوط بالبوليستر يمنح دفئاً في ليالي الشتاء مع وزن معتدل لا يثقل الحركة.',
    aboutEn: 'Wool blended with polyester for warmth on winter evenings, at a weight that never feels heavy.',
    careAr: ['تنظيف جاف أو غسيل يدوي بماء بارد', 'كيّ بالبخار', 'تخزين على شمّاعة عريضة'],
    careEn: ['Dry clean or hand wash cold', 'Steam iron', 'Store on a wide hanger'],
  },
  micro: {
    nameAr: 'بوليستر ميكرو',
    nameEn: 'Micro polyester',
    gsm: 200,
    aboutAr: 'بوليستر ميكرو ناعم يطرد العرق ويجف بسرعة، مثالي لحصص الرياضة والأنشطة الخارجية.',
    aboutEn:
      'Soft micro polyester that wicks sweat and dries fast: ideal for PE lessons and outdoor activities.',
    careAr: ['غسيل آلي حتى 40 درجة', 'لا تستخدم منعم الأقمشة', 'تجفيف طبيعي'],
    careEn: ['Machine wash up to 40°C', 'Do not use fabric softener', 'Line dry'],
  },
  canvas: {
    nameAr: 'كانفس قطن مخلوط',
    nameEn: 'Cotton-blend canvas',
    gsm: 250,
    aboutAr: 'كانفس متين يقاوم البقع والزيوت الخفيفة، بأربطة قابلة للتعديل وخياطة مزدوجة عند نقاط الشد.',
    aboutEn:
      'Tough canvas that shrugs off light stains and oil, with adjustable ties and double stitching at stress points.',
    careAr: ['غسيل آلي حتى 60 درجة', 'إزالة البقع مبكراً', 'كيّ على حرارة متوسطة'],
    careEn: ['Machine wash up to 60°C', 'Treat stains early', 'Iron on medium heat'],
  },
} satisfies Record<string, Fabric>;

export type FabricKey = keyof typeof FABRICS;
