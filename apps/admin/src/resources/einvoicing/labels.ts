/** The e-invoicing onboarding page's texts in both languages. */
const en = {
  einvoicing: {
    title: 'E-invoicing (ZATCA)',
    status: 'Status',
    intro:
      'Connect the shop to ZATCA’s Fatoora platform so that every order gets a signed tax invoice: standard invoices are cleared before the buyer gets them, simplified ones reported within 24 hours.',
    on: 'E-invoicing is on: every order gets a signed e-invoice.',
    off: 'E-invoicing is off until onboarding reaches the production certificate.',
    waiting: 'Documents waiting for ZATCA: %{count}',
    rejected:
      'Documents rejected by ZATCA: %{count}. A rejected document holds the chain: open its order to see why, fix it and resubmit it.',
    environments: {
      'developer-portal': 'Developer portal (sandbox)',
      simulation: 'Simulation',
      production: 'Production',
      simulator: 'Built-in simulator (testing only)',
    },
    steps: {
      registration: 'Seller registration',
      key: 'Signing key and CSR',
      compliance: 'Compliance certificate',
      checked: 'Compliance checks',
      production: 'Production certificate',
    },
    sections: {
      seller: 'The seller, as registered with ZATCA',
      address: 'National address',
      next: 'Next step',
    },
    fields: {
      environment: 'Fatoora platform',
      seller_name_ar: 'Seller name (Arabic, as registered)',
      vat_number: 'VAT registration number',
      cr_number: 'Commercial registration number',
      street: 'Street',
      building_number: 'Building number',
      additional_number: 'Additional number',
      district: 'District',
      city: 'City',
      postal_code: 'Postal code',
      branch: 'Branch or unit',
      industry: 'Industry',
      otp: 'One-time code from the Fatoora portal',
    },
    help: {
      restart: 'Changing the VAT number, the CR number or the platform starts onboarding again.',
      key: 'Makes the shop’s signing key (it never leaves the shop) and the certificate signing request ZATCA signs.',
      otp: 'In the Fatoora portal, choose “Onboard new solution unit/device”, generate a code and enter it here before it expires.',
      checks:
        'Signs one document of each kind the shop issues with the compliance certificate and sends them to ZATCA’s checks.',
      production:
        'Exchanges the compliance certificate for the production one. From then on every order is invoiced.',
      done: 'Onboarding is complete. To move to another platform or seller, change the registration above.',
      csr: 'Certificate signing request',
    },
    actions: {
      save: 'Save registration',
      key: 'Make the key and CSR',
      compliance: 'Request the compliance certificate',
      checks: 'Run the compliance checks',
      production: 'Request the production certificate',
      working: 'Working…',
    },
    key_missing:
      'The server has no EINVOICE_KEY: the signing key and certificates cannot be stored sealed. Ask whoever runs the server to set it (32 random bytes) and restart it.',
    seller_differs:
      'The bills print the seller from Settings (%{name}, VAT number %{vat}), but e-invoices and their QR state this registration. Make them the same, here or in Settings.',
  },
};

const ar: typeof en = {
  einvoicing: {
    title: 'الفوترة الإلكترونية (هيئة الزكاة)',
    status: 'الحالة',
    intro:
      'اربط المتجر بمنصة فاتورة التابعة لهيئة الزكاة والضريبة والجمارك لتصدر لكل طلب فاتورة ضريبية موقّعة: تُعتمد الفواتير الضريبية قبل وصولها إلى المشتري، وتُبلَّغ المبسطة خلال 24 ساعة.',
    on: 'الفوترة الإلكترونية مفعّلة: تصدر لكل طلب فاتورة إلكترونية موقّعة.',
    off: 'الفوترة الإلكترونية متوقفة حتى تصل خطوات الربط إلى شهادة الإنتاج.',
    waiting: 'مستندات بانتظار الهيئة: %{count}',
    rejected:
      'مستندات رفضتها الهيئة: %{count}. المستند المرفوض يوقف السلسلة: افتح طلبه لترى السبب، وصحّحه ثم أعد إرساله.',
    environments: {
      'developer-portal': 'بوابة المطورين (تجريبية)',
      simulation: 'المحاكاة',
      production: 'الإنتاج',
      simulator: 'المحاكي المدمج (للتجربة فقط)',
    },
    steps: {
      registration: 'بيانات البائع',
      key: 'مفتاح التوقيع وطلب الشهادة',
      compliance: 'شهادة الامتثال',
      checked: 'فحوص الامتثال',
      production: 'شهادة الإنتاج',
    },
    sections: { seller: 'البائع كما هو مسجل لدى الهيئة', address: 'العنوان الوطني', next: 'الخطوة التالية' },
    fields: {
      environment: 'منصة فاتورة',
      seller_name_ar: 'اسم البائع (بالعربية كما هو مسجل)',
      vat_number: 'الرقم الضريبي',
      cr_number: 'رقم السجل التجاري',
      street: 'الشارع',
      building_number: 'رقم المبنى',
      additional_number: 'الرقم الإضافي',
      district: 'الحي',
      city: 'المدينة',
      postal_code: 'الرمز البريدي',
      branch: 'الفرع أو الوحدة',
      industry: 'النشاط',
      otp: 'الرمز المؤقت من بوابة فاتورة',
    },
    help: {
      restart: 'تغيير الرقم الضريبي أو السجل التجاري أو المنصة يبدأ خطوات الربط من جديد.',
      key: 'ينشئ مفتاح التوقيع الخاص بالمتجر (لا يغادر المتجر أبدًا) وطلب الشهادة الذي توقّعه الهيئة.',
      otp: 'في بوابة فاتورة اختر «تسجيل وحدة حل جديدة/جهاز»، وأنشئ رمزًا وأدخله هنا قبل انتهاء صلاحيته.',
      checks: 'يوقّع مستندًا من كل نوع يصدره المتجر بشهادة الامتثال ويرسلها إلى فحوص الهيئة.',
      production: 'يستبدل شهادة الامتثال بشهادة الإنتاج، ومن بعدها تصدر فاتورة لكل طلب.',
      done: 'اكتملت خطوات الربط. للانتقال إلى منصة أو بائع آخر عدّل بيانات التسجيل أعلاه.',
      csr: 'طلب توقيع الشهادة',
    },
    actions: {
      save: 'حفظ بيانات التسجيل',
      key: 'إنشاء المفتاح وطلب الشهادة',
      compliance: 'طلب شهادة الامتثال',
      checks: 'تشغيل فحوص الامتثال',
      production: 'طلب شهادة الإنتاج',
      working: 'جارٍ التنفيذ…',
    },
    key_missing:
      'لا يملك الخادم مفتاح EINVOICE_KEY، فلا يمكن حفظ مفتاح التوقيع والشهادات مشفّرة. اطلب من مشغّل الخادم ضبطه (32 بايتًا عشوائيًا) ثم إعادة تشغيله.',
    seller_differs:
      'تطبع الفواتير البائع من الإعدادات (%{name}، الرقم الضريبي %{vat})، أما الفواتير الإلكترونية ورمزها فتذكر هذا التسجيل. اجعلهما متطابقين هنا أو في الإعدادات.',
  },
};

export default { en, ar };
