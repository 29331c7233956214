import type { IllustrationTheme } from '../art/index.js';

export interface PageSeed {
  id: number;
  slug: string;
  titleAr: string;
  titleEn: string;
  contentAr: string;
  contentEn: string;
  image?: IllustrationTheme;
}

/** Static pages: id 1 about, 2 privacy policy, 3 terms. */
export const PAGES: PageSeed[] = [
  {
    id: 1,
    slug: 'about',
    titleAr: 'من نحن',
    titleEn: 'About Us',
    image: 'about',
    contentAr: `<p>بدأت <strong>زي المهنة</strong> عام 2009 بورشة خياطة صغيرة في الرياض تخدم عدداً من المستوصفات والمدارس الأهلية. واليوم نورّد الزي الموحد لأكثر من 400 منشأة في المملكة، من المستشفيات والمدارس إلى الفنادق والمصانع وشركات المقاولات.</p>
<p>نؤمن أن الزي الموحد ليس مجرد ملابس، بل هو أول ما يراه العميل من منشأتك، وهو ما يشعر به موظفك ثماني ساعات كل يوم. لذلك نهتم بالقماش والخياطة والمقاس بالقدر نفسه الذي نهتم فيه بالسعر.</p>
<h3>ماذا نقدم؟</h3>
<ul><li>زي طبي ومعاطف مختبر بألوان الأقسام المعتمدة.</li><li>زي مدرسي بمقاسات لكل المراحل.</li><li>زي الطهاة وفرق الخدمة والاستقبال.</li><li>أفرولات وملابس السلامة العاكسة.</li><li>قمصان وبدل وبولو للشركات مع تطريز الشعار.</li></ul>
<p>ونتعاون مع مصانع ودور خياطة سعودية في الرياض وجدة والدمام وبريدة والمدينة المنورة، دعماً للصناعة الوطنية وتماشياً مع مستهدفات رؤية 2030.</p>
<p>مستودعنا الرئيسي في الرياض، ونشحن إلى جميع مدن المملكة خلال 2 إلى 4 أيام عمل للمنتجات المتوفرة.</p>`,
    contentEn: `<p><strong>Zay Al-Mihna</strong> started in 2009 as a small tailoring workshop in Riyadh serving a handful of clinics and private schools. Today we supply uniforms to more than 400 organisations across the Kingdom, from hospitals and schools to hotels, factories and contractors.</p>
<p>We believe a uniform is more than clothing: it is the first thing your customers see of your organisation, and what your staff feel on their skin eight hours a day. So we care about fabric, stitching and fit as much as we care about price.</p>
<h3>What we offer</h3>
<ul><li>Medical scrubs and lab coats in department colours.</li><li>School uniforms in sizes for every grade.</li><li>Chef, service and front-desk uniforms.</li><li>Coveralls and hi-vis safety wear.</li><li>Corporate shirts, suits and polos with logo embroidery.</li></ul>
<p>We work with Saudi factories and tailoring houses in Riyadh, Jeddah, Dammam, Buraidah and Madinah, supporting local industry in line with the goals of Vision 2030.</p>
<p>Our main warehouse is in Riyadh, and we ship to every city in the Kingdom within 2 to 4 working days for items in stock.</p>`,
  },
  {
    id: 2,
    slug: 'privacy',
    titleAr: 'سياسة الخصوصية',
    titleEn: 'Privacy Policy',
    contentAr: `<p>نحترم في زي المهنة خصوصية عملائنا، وتوضح هذه السياسة البيانات التي نجمعها وكيف نستخدمها ونحميها، وفقاً لنظام حماية البيانات الشخصية في المملكة العربية السعودية.</p>
<h3>البيانات التي نجمعها</h3>
<ul><li>بيانات الحساب: الاسم والبريد الإلكتروني ورقم الجوال.</li><li>عناوين الشحن التي تضيفها.</li><li>تفاصيل الطلبات والفواتير.</li><li>الرسائل التي ترسلها عبر نموذج التواصل أو النشرة البريدية.</li></ul>
<h3>كيف نستخدمها</h3>
<p>نستخدم بياناتك لتنفيذ طلباتك وشحنها وإصدار الفواتير الضريبية، والتواصل معك بشأن طلبك، وإرسال النشرة البريدية إن اشتركت بها. لا نبيع بياناتك ولا نشاركها إلا مع شركات الشحن وبوابات الدفع بالقدر اللازم لتنفيذ الطلب.</p>
<h3>حماية البيانات</h3>
<p>تُحفظ كلمات المرور مشفّرة بطريقة لا يمكن استرجاعها، وتتم عمليات الدفع بالبطاقات عبر بوابة دفع آمنة ولا نحتفظ ببيانات البطاقة.</p>
<h3>حقوقك</h3>
<p>يحق لك الاطلاع على بياناتك وتصحيحها وطلب حذف حسابك في أي وقت، بالتواصل معنا على sales@zayalmihna.sa. ونحتفظ بالفواتير المدة التي يتطلبها النظام الضريبي.</p>`,
    contentEn: `<p>At Zay Al-Mihna we respect our customers' privacy. This policy explains what data we collect, how we use it and how we protect it, in line with the Personal Data Protection Law of the Kingdom of Saudi Arabia.</p>
<h3>Data we collect</h3>
<ul><li>Account data: name, email address and mobile number.</li><li>Shipping addresses you add.</li><li>Order and invoice details.</li><li>Messages you send through the contact form or newsletter.</li></ul>
<h3>How we use it</h3>
<p>We use your data to fulfil and ship your orders, issue tax invoices, contact you about your order and send the newsletter if you subscribed. We never sell your data and share it only with shipping companies and payment gateways as far as needed to fulfil the order.</p>
<h3>Protecting your data</h3>
<p>Passwords are stored hashed so they cannot be recovered, and card payments go through a secure payment gateway; we never store card details.</p>
<h3>Your rights</h3>
<p>You may view and correct your data and ask us to delete your account at any time by writing to sales@zayalmihna.sa. We keep invoices for as long as tax regulations require.</p>`,
  },
  {
    id: 3,
    slug: 'terms',
    titleAr: 'الشروط والأحكام',
    titleEn: 'Terms and Conditions',
    contentAr: `<p>باستخدامك متجر زي المهنة وإتمامك الطلب، فإنك توافق على الشروط التالية.</p>
<h3>الأسعار والضريبة</h3>
<p>جميع الأسعار بالريال السعودي، وتضاف ضريبة القيمة المضافة بنسبة 15% عند إتمام الطلب. يعتمد سعر القطعة على شريحة الكمية التي يقع فيها مجموع قطع المنتج في الطلب بكل ألوانه ومقاساته.</p>
<h3>الحد الأدنى للطلب</h3>
<p>لكل منتج حد أدنى وحد أعلى للكمية يظهران في جدول الأسعار، ولا يمكن إتمام الطلب خارجهما. للكميات الأكبر تواصل مع فريق المبيعات لعرض سعر خاص.</p>
<h3>الدفع والشحن</h3>
<ul><li>الدفع بالتحويل البنكي أو بالبطاقة عبر بوابة دفع آمنة.</li><li>نشحن الطلب خلال 15 يوماً من تأكيد الدفع، وإن تأخرنا نعوضك بنسبة 10% من قيمة الطلب.</li><li>رسوم الشحن حسب مدينة عنوان التوصيل وتظهر قبل تأكيد الطلب.</li></ul>
<h3>الاستبدال والاسترجاع</h3>
<p>يمكن استبدال أو استرجاع المنتجات غير المطرزة وغير المطبوعة خلال 14 يوماً من الاستلام بحالتها الأصلية. المنتجات المطرزة أو المطبوعة بشعار العميل لا تسترجع إلا في حال وجود عيب مصنعي.</p>
<h3>الكوبونات</h3>
<p>لكل كوبون مدة صلاحية وشروط استخدام، ولا يمكن الجمع بين أكثر من كوبون في الطلب الواحد.</p>`,
    contentEn: `<p>By using the Zay Al-Mihna shop and placing an order, you agree to the following terms.</p>
<h3>Prices and VAT</h3>
<p>All prices are in Saudi riyals; 15% VAT is added at checkout. The unit price depends on the quantity tier that the product's total pieces in the order, across all colours and sizes, fall into.</p>
<h3>Minimum order</h3>
<p>Each product has a minimum and maximum quantity shown in its price table, and orders outside them cannot be placed. For larger quantities, contact our sales team for a special quote.</p>
<h3>Payment and shipping</h3>
<ul><li>Pay by bank transfer or by card through a secure payment gateway.</li><li>We dispatch within 15 days of confirmed payment; if we are late, we compensate you 10% of the order value.</li><li>Shipping fees depend on the delivery city and are shown before you confirm the order.</li></ul>
<h3>Exchanges and returns</h3>
<p>Items without embroidery or printing can be exchanged or returned within 14 days of delivery in their original condition. Items embroidered or printed with the customer's logo can be returned only in case of a manufacturing defect.</p>
<h3>Coupons</h3>
<p>Each coupon has a validity period and terms of use; only one coupon can be used per order.</p>`,
  },
];

export const VISION = [
  {
    theme: 'quality' as IllustrationTheme,
    accent: '#1e5631',
    titleAr: 'جودة نراجعها قطعة قطعة',
    titleEn: 'Quality checked piece by piece',
    descAr:
      '<p>كل قطعة تمر بفحص للخياطة والمقاس والتطريز قبل التغليف، لأن قطعة معيبة واحدة تكفي لإحراج فريق كامل.</p>',
    descEn:
      '<p>Every piece is checked for stitching, size and embroidery before packing, because one faulty piece is enough to let a whole team down.</p>',
  },
  {
    theme: 'delivery' as IllustrationTheme,
    accent: '#2f5cb8',
    titleAr: 'التزام بالمواعيد',
    titleEn: 'Deadlines we keep',
    descAr:
      '<p>نشحن خلال 15 يوماً من الدفع، وإن تأخرنا نعوضك بنسبة 10% من قيمة الطلب. موعدك عندنا التزام وليس تقديراً.</p>',
    descEn:
      '<p>We dispatch within 15 days of payment, and if we are late we pay you 10% of the order value. Your deadline is a commitment, not an estimate.</p>',
  },
  {
    theme: 'partnership' as IllustrationTheme,
    accent: '#8c6d3f',
    titleAr: 'شراكة طويلة المدى',
    titleEn: 'Long-term partnership',
    descAr:
      '<p>نحفظ مقاسات موظفيك وملفات شعارك وألوانك، لتكون إعادة الطلب والموظفون الجدد مسألة رسالة واحدة.</p>',
    descEn:
      '<p>We keep your staff sizes, logo files and colours on record, so reorders and new joiners take a single message.</p>',
  },
];
