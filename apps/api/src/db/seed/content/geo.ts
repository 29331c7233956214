/** Saudi cities with shipping fees (SAR) and a few districts each. */
export interface CitySeed {
  ar: string;
  en: string;
  fee: number;
  areas: [string, string][];
}

export const COUNTRY = { code: 'SA', ar: 'المملكة العربية السعودية', en: 'Saudi Arabia' };

export const CITIES: CitySeed[] = [
  {
    ar: 'الرياض',
    en: 'Riyadh',
    fee: 25,
    areas: [
      ['العليا', 'Al Olaya'],
      ['الملقا', 'Al Malqa'],
      ['النرجس', 'Al Narjis'],
      ['السليمانية', 'As Sulimaniyah'],
      ['الروضة', 'Ar Rawdah'],
      ['المنطقة الصناعية الثانية', 'Second Industrial City'],
    ],
  },
  {
    ar: 'جدة',
    en: 'Jeddah',
    fee: 30,
    areas: [
      ['الروضة', 'Ar Rawdah'],
      ['الصفا', 'As Safa'],
      ['الحمراء', 'Al Hamra'],
      ['أبحر الشمالية', 'Obhur Al Shamaliyah'],
      ['الشاطئ', 'Ash Shati'],
    ],
  },
  {
    ar: 'مكة المكرمة',
    en: 'Makkah',
    fee: 30,
    areas: [
      ['العزيزية', 'Al Aziziyah'],
      ['الشوقية', 'Ash Shawqiyah'],
      ['النسيم', 'An Nasim'],
      ['العوالي', 'Al Awali'],
    ],
  },
  {
    ar: 'المدينة المنورة',
    en: 'Madinah',
    fee: 35,
    areas: [
      ['قباء', 'Quba'],
      ['العزيزية', 'Al Aziziyah'],
      ['الخالدية', 'Al Khalidiyah'],
      ['العيون', 'Al Uyun'],
    ],
  },
  {
    ar: 'الدمام',
    en: 'Dammam',
    fee: 30,
    areas: [
      ['الفيصلية', 'Al Faisaliyah'],
      ['الشاطئ', 'Ash Shati'],
      ['الريان', 'Ar Rayyan'],
      ['المنطقة الصناعية الثانية', '2nd Industrial City'],
    ],
  },
  {
    ar: 'الخبر',
    en: 'Khobar',
    fee: 30,
    areas: [
      ['العقربية', 'Al Aqrabiyah'],
      ['الراكة', 'Ar Rakah'],
      ['الثقبة', 'Ath Thuqbah'],
    ],
  },
  {
    ar: 'الظهران',
    en: 'Dhahran',
    fee: 32,
    areas: [
      ['الدوحة الجنوبية', 'Ad Doha Al Janubiyah'],
      ['القصور', 'Al Qusur'],
      ['الجامعة', 'Al Jamiah'],
    ],
  },
  {
    ar: 'الطائف',
    en: 'Taif',
    fee: 35,
    areas: [
      ['الشهداء الشمالية', 'Ash Shuhada Ash Shamaliyah'],
      ['الحوية', 'Al Hawiyah'],
      ['القمرية', 'Al Qamariyah'],
    ],
  },
  {
    ar: 'بريدة',
    en: 'Buraidah',
    fee: 35,
    areas: [
      ['الريان', 'Ar Rayyan'],
      ['الصفراء', 'As Safra'],
      ['الإسكان', 'Al Iskan'],
    ],
  },
  {
    ar: 'حائل',
    en: 'Hail',
    fee: 40,
    areas: [
      ['السمراء', 'As Samra'],
      ['المنتزه', 'Al Muntazah'],
      ['النقرة', 'An Nuqrah'],
    ],
  },
  {
    ar: 'أبها',
    en: 'Abha',
    fee: 45,
    areas: [
      ['المنسك', 'Al Mansak'],
      ['الموظفين', 'Al Muwadhafin'],
      ['السد', 'As Sadd'],
    ],
  },
  {
    ar: 'تبوك',
    en: 'Tabuk',
    fee: 45,
    areas: [
      ['المروج', 'Al Muruj'],
      ['السليمانية', 'As Sulaymaniyah'],
      ['الفيصلية', 'Al Faisaliyah'],
    ],
  },
  {
    ar: 'جازان',
    en: 'Jazan',
    fee: 50,
    areas: [
      ['الروضة', 'Ar Rawdah'],
      ['الشاطئ', 'Ash Shati'],
      ['الصفا', 'As Safa'],
    ],
  },
  {
    ar: 'نجران',
    en: 'Najran',
    fee: 50,
    areas: [
      ['الفيصلية', 'Al Faisaliyah'],
      ['الأمير مشعل', 'Prince Mishal'],
      ['شرق المطار', 'East Airport'],
    ],
  },
];
