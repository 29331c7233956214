import type { PostSeed } from './site.js';

/** Eight blog articles spread over 2026. */
export const POSTS: PostSeed[] = [
  {
    key: 'choosing-uniform-fabric',
    category: 0,
    theme: 'fabric',
    accent: '#1f2a44',
    date: '2026-01-12T09:00:00Z',
    featured: true,
    titleAr: 'كيف تختار قماش الزي الموحد المناسب لبيئة عملك؟',
    titleEn: 'How to choose the right uniform fabric for your workplace',
    contentAr: `<p>اختيار القماش هو أهم قرار في طلب الزي الموحد، فهو الذي يحدد راحة الموظف ومظهر الزي بعد ستة أشهر من الاستخدام. قبل أن تسأل عن السعر، اسأل: أين سيُلبس هذا الزي؟ وكم مرة سيُغسل في الأسبوع؟</p>
<h3>القطن: الراحة أولاً</h3>
<p>القطن 100% بارد ولطيف على البشرة، ومناسب للمكاتب وفرق الاستقبال، لكنه يتجعد أسرع ويحتاج كيّاً أكثر. إن كان موظفوك في مكاتب مكيفة معظم اليوم فالبوبلين القطني خيار ممتاز.</p>
<h3>المخلوط: التوازن العملي</h3>
<p>قماش 65% بوليستر و35% قطن هو الأكثر طلباً لدينا، لأنه يحافظ على اللون والشكل بعد عشرات الغسلات ولا يحتاج إلى كيّ كثير. يناسب المطاعم والمستودعات والمدارس.</p>
<h3>الأقمشة المرنة والتقنية</h3>
<p>في المستشفيات والعمل الميداني، تصنع نسبة 5 إلى 7% من السباندكس فرقاً كبيراً في حرية الحركة، والأقمشة سريعة الجفاف تساعد كثيراً في حر الصيف.</p>
<ul><li>انتبه لوزن القماش (GSM): 120 إلى 150 للقمصان، و200 إلى 280 للأفرولات والبناطيل.</li><li>اطلب عينة واغسلها ثلاث مرات قبل اعتماد الطلب الكبير.</li><li>اختر ألواناً داكنة للأعمال التي تتعرض للبقع.</li></ul>
<p>فريق المبيعات لدينا يرسل لك عينات الأقمشة مجاناً لطلبات الشركات، فقط راسلنا على واتساب.</p>`,
    contentEn: `<p>Fabric is the most important decision in a uniform order: it decides how comfortable your staff are and how the uniform looks six months in. Before you ask about price, ask where the uniform will be worn and how often it will be washed each week.</p>
<h3>Cotton: comfort first</h3>
<p>100% cotton is cool and gentle on the skin, ideal for offices and reception teams, but it creases faster and needs more ironing. If your staff spend most of the day in air-conditioned offices, cotton poplin is an excellent choice.</p>
<h3>Blends: the practical balance</h3>
<p>65% polyester / 35% cotton is our best-selling fabric because it keeps its colour and shape through dozens of washes and needs little ironing. It suits restaurants, warehouses and schools.</p>
<h3>Stretch and technical fabrics</h3>
<p>In hospitals and field work, 5 to 7% spandex makes a big difference to freedom of movement, and quick-dry fabrics help a great deal in the summer heat.</p>
<ul><li>Check the fabric weight (GSM): 120 to 150 for shirts, 200 to 280 for coveralls and trousers.</li><li>Ask for a sample and wash it three times before approving a large order.</li><li>Choose darker colours for work that involves stains.</li></ul>
<p>Our sales team sends free fabric swatches for company orders; just message us on WhatsApp.</p>`,
  },
  {
    key: 'hospital-scrub-care',
    category: 0,
    theme: 'scrubs',
    accent: '#1b8a8c',
    date: '2026-02-03T09:00:00Z',
    featured: false,
    titleAr: 'دليل العناية بالسكراب الطبي: غسيل يحافظ على النظافة واللون',
    titleEn: 'Caring for hospital scrubs: washing for hygiene and colour',
    contentAr: `<p>السكراب الطبي يُغسل أكثر من أي زي آخر، وقد يصل إلى خمس غسلات في الأسبوع. الطريقة الصحيحة في الغسيل تحافظ على نظافته وتطيل عمره إلى الضعف.</p>
<h3>درجة الحرارة المناسبة</h3>
<p>الغسيل على 60 درجة يقضي على معظم الجراثيم دون أن يضر بأقمشة البوليستر المرنة. تجنّب الغسيل على 90 درجة إلا إذا كان القماش قطناً خالصاً ومكتوباً عليه ذلك.</p>
<h3>افصل الألوان واقلب القطع</h3>
<p>اغسل السكراب مقلوباً ومع ألوان متقاربة، فهذا يحمي الجيوب والخياطات ويحافظ على اللون. الأزرق السماوي والأخضر الغامق والعنابي تحديداً تحتاج إلى منظف للألوان.</p>
<ul><li>لا تستخدم المبيض الكلوري، واستخدم بدلاً منه منظفاً بالأكسجين.</li><li>أزل بقع الدم بالماء البارد قبل الغسيل.</li><li>جفف على حرارة منخفضة لتجنب الانكماش.</li><li>افصل السكراب عن الملابس المنزلية دائماً.</li></ul>
<p>ننصح الإدارات بتوفير ثلاثة أطقم على الأقل لكل موظف، حتى يرتاح القماش بين الغسلات ويبقى مظهر الفريق موحداً.</p>`,
    contentEn: `<p>Scrubs are washed more than any other uniform, sometimes five times a week. Washing them the right way keeps them hygienic and can double their life.</p>
<h3>The right temperature</h3>
<p>A 60°C wash kills most germs without harming stretch polyester fabrics. Avoid 90°C unless the garment is pure cotton and labelled for it.</p>
<h3>Separate colours and turn inside out</h3>
<p>Wash scrubs inside out with similar colours: it protects pockets and seams and keeps the colour. Sky blue, bottle green and burgundy in particular need a colour-care detergent.</p>
<ul><li>Do not use chlorine bleach; use an oxygen-based cleaner instead.</li><li>Rinse blood stains in cold water before washing.</li><li>Tumble dry on low heat to avoid shrinking.</li><li>Always wash scrubs separately from household laundry.</li></ul>
<p>We advise departments to provide at least three sets per person, so the fabric rests between washes and the team always looks uniform.</p>`,
  },
  {
    key: 'school-uniform-sizing',
    category: 1,
    theme: 'school',
    accent: '#7b1e2b',
    date: '2026-03-15T09:00:00Z',
    featured: true,
    titleAr: 'دليل مقاسات الزي المدرسي: كيف تطلب لكل فصل دون هدر؟',
    titleEn: 'School uniform sizing: ordering for every class without waste',
    contentAr: `<p>أكبر تحدٍّ يواجه المدارس في طلب الزي هو توزيع المقاسات. الطلب الزائد في مقاس واحد يعني مخزوناً راكداً، والنقص يعني أولياء أمور ينتظرون.</p>
<h3>ابدأ من أعمار الطلاب</h3>
<p>مقاساتنا للأطفال من 4 إلى 14، وكل رقم يقابل العمر تقريباً. في الصفوف الأولى الابتدائية يكون مقاس 6 و8 هو الأكثر، وفي الصفوف العليا 10 و12.</p>
<h3>قاعدة التوزيع الآمنة</h3>
<ul><li>اطلب 60% من المقاس المتوقع للعمر.</li><li>و25% من المقاس الأكبر منه، فالأطفال يكبرون خلال العام.</li><li>و15% موزعة على المقاسات الأخرى.</li></ul>
<p>المريول المدرسي لدينا يأتي بهامش إضافي في الذيل يمكن فكّه لتطويله سنة أخرى، وهذا يوفر على الأسر ويقلل الطلبات الإضافية منتصف العام.</p>
<p>إن أرسلت لنا عدد الطلاب في كل صف، يجهز فريقنا جدول المقاسات المقترح مجاناً خلال يوم عمل.</p>`,
    contentEn: `<p>The biggest challenge schools face when ordering uniforms is the size split. Over-ordering one size means dead stock; under-ordering means parents left waiting.</p>
<h3>Start from the pupils' ages</h3>
<p>Our kids' sizes run from 4 to 14, and each number roughly matches the age. In the early primary grades sizes 6 and 8 dominate; in the upper grades, 10 and 12.</p>
<h3>A safe split</h3>
<ul><li>Order 60% in the size expected for the age.</li><li>25% one size up, because children grow during the year.</li><li>15% spread over the other sizes.</li></ul>
<p>Our pinafores come with an extra hem that can be let down for another year, which saves families money and cuts mid-year reorders.</p>
<p>Send us the number of pupils per class and our team will prepare a suggested size chart for free within one working day.</p>`,
  },
  {
    key: 'bulk-order-planning',
    category: 2,
    theme: 'bulk',
    accent: '#8c6d3f',
    date: '2026-04-20T09:00:00Z',
    featured: true,
    titleAr: 'تخطيط طلب الزي بالجملة: الجدول الزمني من العينة حتى التسليم',
    titleEn: 'Planning a bulk uniform order: from sample to delivery',
    contentAr: `<p>الطلبات الكبيرة تنجح بالتخطيط المبكر. هذا هو الجدول الذي نعمل عليه مع عملائنا من الشركات والمستشفيات، ويمكنك البناء عليه.</p>
<ol><li><strong>الأسبوع الأول:</strong> اختيار الموديل والقماش واستلام العينات.</li><li><strong>الأسبوع الثاني:</strong> اعتماد الشعار وعينة التطريز وجمع مقاسات الموظفين.</li><li><strong>الأسبوع الثالث والرابع:</strong> القص والخياطة والتطريز.</li><li><strong>الأسبوع الخامس:</strong> الفحص والتغليف حسب الأقسام والشحن.</li></ol>
<h3>كيف تستفيد من شرائح الأسعار؟</h3>
<p>سعر القطعة عندنا يعتمد على مجموع القطع في الطلب بكل ألوانه ومقاساته. لذلك اجمع طلبات الأقسام في طلب واحد بدلاً من عدة طلبات صغيرة، لتصل إلى الشريحة الأرخص.</p>
<p>نلتزم بشحن الطلب خلال 15 يوماً من الدفع، وإن تأخرنا نعوضك بنسبة 10% من قيمة الطلب.</p>`,
    contentEn: `<p>Large orders succeed through early planning. This is the timeline we follow with our corporate and hospital customers, and you can build on it.</p>
<ol><li><strong>Week 1:</strong> choose the style and fabric, receive samples.</li><li><strong>Week 2:</strong> approve the logo and embroidery sample, collect staff sizes.</li><li><strong>Weeks 3 and 4:</strong> cutting, sewing and embroidery.</li><li><strong>Week 5:</strong> inspection, packing by department and shipping.</li></ol>
<h3>Making the most of price tiers</h3>
<p>Our unit price depends on the total number of pieces in the order, across all colours and sizes. So combine your departments' needs into one order instead of several small ones to reach the cheaper tier.</p>
<p>We commit to dispatching within 15 days of payment; if we are late, we compensate you 10% of the order value.</p>`,
  },
  {
    key: 'embroidery-or-printing',
    category: 2,
    theme: 'embroidery',
    accent: '#2f5cb8',
    date: '2026-05-28T09:00:00Z',
    featured: false,
    titleAr: 'التطريز أم الطباعة؟ أيهما أنسب لشعار شركتك',
    titleEn: 'Embroidery or printing: which suits your logo?',
    contentAr: `<p>الشعار هو ما يحوّل القطعة إلى زي موحد لمنشأتك. ولكل طريقة مزاياها حسب نوع القماش وعدد الألوان والكمية.</p>
<h3>التطريز</h3>
<p>يمنح مظهراً فاخراً ويدوم بعمر القطعة نفسها، ويناسب القمصان والبولو والمعاطف والكابات. يفضّل أن يكون الشعار بسيطاً وبحد أقصى 12 لوناً، وألا تقل تفاصيل النص عن 5 ملم.</p>
<h3>الطباعة</h3>
<p>السلك سكرين اقتصادي جداً في الكميات الكبيرة والألوان القليلة، والطباعة الرقمية DTF تناسب الشعارات الملونة والتدرجات والأسماء المختلفة لكل قطعة. أما الطباعة العاكسة فهي للسلامة على ظهر الأفرولات والسترات.</p>
<ul><li>للمستشفيات والبنوك: تطريز على الصدر.</li><li>للفعاليات والحملات: طباعة على التيشيرت.</li><li>للمواقع الصناعية: طباعة عاكسة على الظهر وتطريز صغير على الصدر.</li></ul>
<p>أرسل لنا ملف الشعار بصيغة PDF أو AI، ونرسل لك صورة تجريبية على القطعة قبل التنفيذ.</p>`,
    contentEn: `<p>The logo is what turns a garment into your organisation's uniform, and each method has its strengths depending on fabric, number of colours and quantity.</p>
<h3>Embroidery</h3>
<p>Embroidery looks premium and lasts as long as the garment itself. It suits shirts, polos, coats and caps. Keep the logo simple, at most 12 colours, with no text detail smaller than 5 mm.</p>
<h3>Printing</h3>
<p>Screen printing is very economical for large runs with few colours; DTF digital printing suits colourful logos, gradients and different names on each piece. Reflective printing is for safety on the backs of coveralls and vests.</p>
<ul><li>Hospitals and banks: chest embroidery.</li><li>Events and campaigns: printed T-shirts.</li><li>Industrial sites: reflective back print and a small chest embroidery.</li></ul>
<p>Send us your logo as a PDF or AI file and we will send you a mock-up on the garment before production.</p>`,
  },
  {
    key: 'hivis-workwear-guide',
    category: 1,
    theme: 'safety',
    accent: '#d97706',
    date: '2026-07-09T09:00:00Z',
    featured: false,
    titleAr: 'ملابس السلامة العاكسة: ما الذي يجب أن تعرفه قبل الشراء',
    titleEn: 'Hi-vis safety wear: what to know before you buy',
    contentAr: `<p>في مواقع البناء والطرق والمستودعات، الرؤية الواضحة تحمي الأرواح. الملابس العاكسة ليست تفصيلاً شكلياً، بل جزء من نظام السلامة في الموقع.</p>
<h3>اللون الفلورسنت والشريط العاكس</h3>
<p>اللون الفلورسنت (الأصفر أو البرتقالي) يظهر في ضوء النهار، بينما الشريط الفضي العاكس يظهر ليلاً تحت أضواء السيارات. تحتاج إلى الاثنين معاً، ويفضّل أن يحيط الشريط بالجسم كاملاً.</p>
<ul><li>اختر البرتقالي للطرق والمواقع المفتوحة، والأصفر للمستودعات والمناطق المغلقة.</li><li>تأكد من متطلبات السلامة لدى المالك أو المقاول الرئيسي قبل اعتماد الموديل.</li><li>استبدل السترة عندما يبهت لونها أو يتشقق الشريط.</li></ul>
<h3>الراحة في الحر</h3>
<p>في صيف المملكة، السترة الشبكية الخفيفة فوق قميص قطني أفضل من أفرول ثقيل عاكس لساعات العمل الطويلة، بينما الأفرول العاكس مناسب لفرق الصيانة الليلية.</p>`,
    contentEn: `<p>On construction sites, roads and in warehouses, being clearly seen saves lives. Hi-vis clothing is not cosmetic; it is part of the site's safety system.</p>
<h3>Fluorescent colour and reflective tape</h3>
<p>Fluorescent colour (yellow or orange) shows up in daylight, while silver reflective tape shows up at night under headlights. You need both, ideally with tape running all the way around the body.</p>
<ul><li>Choose orange for roads and open sites, yellow for warehouses and indoor areas.</li><li>Check the owner's or main contractor's safety requirements before approving a style.</li><li>Replace a vest once its colour fades or the tape cracks.</li></ul>
<h3>Comfort in the heat</h3>
<p>In the Saudi summer a light mesh vest over a cotton shirt beats a heavy hi-vis coverall for long shifts, while the hi-vis coverall suits night maintenance crews.</p>`,
  },
  {
    key: 'chef-uniforms-hot-kitchens',
    category: 1,
    theme: 'chef',
    accent: '#8c6d3f',
    date: '2026-09-14T09:00:00Z',
    featured: true,
    titleAr: 'زي الطهاة في المطابخ الحارة: خمس نصائح من مطابخ الرياض وجدة',
    titleEn: 'Chef wear for hot kitchens: five tips from Riyadh and Jeddah kitchens',
    contentAr: `<p>حرارة المطبخ التجاري في الصيف قد تتجاوز 40 درجة، والزي المناسب يفرق كثيراً في تركيز الطاهي وسلامته.</p>
<ol><li><strong>الأزرار المزدوجة ليست للزينة:</strong> يمكن قلب الواجهة لإخفاء البقع أمام الضيوف، وطبقتا القماش تحميان الصدر من الرذاذ الساخن.</li><li><strong>الظهر الشبكي:</strong> يخفف الحرارة كثيراً في المطابخ المفتوحة.</li><li><strong>الأكمام الطويلة:</strong> تحمي الذراع من الحروق، ويمكن طيها عند التحضير.</li><li><strong>البنطلون الداكن:</strong> بخصر مطاطي يريح في الوقوف الطويل.</li><li><strong>المريلة:</strong> اختر الكانفس المتين لخط الطبخ، والقطن الخفيف للمقدمين.</li></ol>
<p>ونطرز اسم المطعم واسم الطاهي على الصدر، وهي لمسة يلاحظها الضيوف في المطابخ المفتوحة.</p>`,
    contentEn: `<p>A commercial kitchen can pass 40°C in summer, and the right uniform makes a real difference to a cook's focus and safety.</p>
<ol><li><strong>Double-breasted is not for show:</strong> the front can be reversed to hide stains from guests, and the double layer protects the chest from hot splashes.</li><li><strong>Mesh back panels:</strong> they take a lot of heat out in open kitchens.</li><li><strong>Long sleeves:</strong> they protect arms from burns and roll up for prep.</li><li><strong>Dark trousers:</strong> with an elastic waist for long hours on your feet.</li><li><strong>Aprons:</strong> choose tough canvas for the line and light cotton for servers.</li></ol>
<p>We also embroider the restaurant's name and the chef's name on the chest, a touch guests notice in open kitchens.</p>`,
  },
  {
    key: 'summer-fabrics-saudi-heat',
    category: 0,
    theme: 'corporate',
    accent: '#374151',
    date: '2026-11-02T09:00:00Z',
    featured: false,
    titleAr: 'أقمشة الصيف: كيف يبقى فريقك مرتاحاً في حر المملكة',
    titleEn: 'Summer fabrics: keeping your team comfortable in the Saudi heat',
    contentAr: `<p>صيف المملكة طويل، والزي الذي يناسب الشتاء قد يصبح عبئاً في يوليو. الخبر الجيد أن تغيير القماش وحده يحل معظم المشكلة دون تغيير الموديل أو اللون.</p>
<h3>اختيارات ننصح بها</h3>
<ul><li>البوبلين القطني الخفيف (120 غرام) للقمصان الرسمية.</li><li>البيكيه القطني أو البوليستر سريع الجفاف للبولو الميداني.</li><li>الكتان المخلوط للثياب والقمصان في الفعاليات الخارجية.</li><li>الألوان الفاتحة للعمل تحت الشمس المباشرة.</li></ul>
<h3>تفاصيل صغيرة تصنع الفرق</h3>
<p>الفتحات الجانبية والظهر الشبكي والأكمام القصيرة للفرق الخارجية، والياقة المفتوحة بدلاً من ربطة العنق حيث يسمح البروتوكول.</p>
<p>كثير من عملائنا يطلبون طقماً صيفياً وطقماً شتوياً بنفس اللون والشعار، ليبقى المظهر موحداً طوال السنة.</p>`,
    contentEn: `<p>The Saudi summer is long, and a uniform that works in winter can become a burden in July. The good news is that changing the fabric alone solves most of the problem, with no change of style or colour.</p>
<h3>Fabrics we recommend</h3>
<ul><li>Light cotton poplin (120 g) for formal shirts.</li><li>Cotton piqué or quick-dry polyester for field polos.</li><li>Linen blends for thobes and shirts at outdoor events.</li><li>Light colours for work in direct sun.</li></ul>
<h3>Small details that matter</h3>
<p>Side vents, mesh backs and short sleeves for outdoor teams, and an open collar instead of a tie where protocol allows.</p>
<p>Many of our customers order a summer set and a winter set in the same colour and logo, so the look stays uniform all year.</p>`,
  },
];
