/**
 * Bulk rows for the admin benchmark, written set-based (generate_series, INSERT … SELECT) into a
 * database the demo seed has already filled: customers with an address each, orders spread over
 * the last year (ids grow with dates, as real orders do) with their lines and sizes, reviews,
 * contact messages, newsletter subscribers, outgoing mail and audit entries. Names are Arabic and
 * English; statuses and payment states are mixed roughly as a running shop has them. Every row is
 * derived from its series number, so two runs write the same shop (dates move with now()).
 */

const FIRST_AR = [
  'محمد',
  'أحمد',
  'عبدالله',
  'خالد',
  'فهد',
  'سارة',
  'نورة',
  'ريم',
  'عبدالرحمن',
  'فاطمة',
  'سلطان',
  'هند',
];
const LAST_AR = [
  'العتيبي',
  'القحطاني',
  'الغامدي',
  'الزهراني',
  'الشهري',
  'الدوسري',
  'الحربي',
  'المطيري',
  'السبيعي',
  'العنزي',
];
const FIRST_EN = [
  'James',
  'Omar',
  'Sarah',
  'Ali',
  'Maria',
  'John',
  'Aisha',
  'David',
  'Yusuf',
  'Emma',
  'Hassan',
  'Lina',
];
const LAST_EN = [
  'Smith',
  'Khan',
  'Brown',
  'Rahman',
  'Wilson',
  'Haddad',
  'Taylor',
  'Saleh',
  'Clark',
  'Nasser',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'hotmail.com', 'yahoo.com', 'company.sa'];
const MESSAGES = [
  'أرغب في عرض سعر لخمسين زي موحد للمطعم',
  'هل يمكن طباعة الشعار على القمصان؟',
  'متى يصل الطلب إلى جدة؟',
  'We need 200 scrubs for our clinic, please send a quote',
  'Can you embroider our logo on the aprons?',
  'Is there a discount for schools?',
];
const COMMENTS = [
  'قماش ممتاز ومقاسات مضبوطة',
  'التوصيل سريع والجودة جيدة',
  'اللون أفتح من الصورة',
  'Great fabric, true to size',
  'Fast delivery, good quality',
  'The colour is lighter than in the photo',
];

const literal = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
/** The i-th element (0-based, wrapping) of a text array literal. */
const pick = (values, i) => `(${literal(values)})[1 + ((${i}) % ${values.length})]`;

export const ADMIN_DATA_DEFAULTS = { customers: 20_000, orders: 100_000 };

/** The statements, in order, with what each writes (for the progress lines). */
export function adminDataStatements({ customers, orders }) {
  // A customer is Arabic-named two times in three, as the shop's buyers mostly are.
  const arabic = (g) => `(${g}) % 3 <> 0`;
  return [
    [
      `${customers} customers`,
      `INSERT INTO customers (fname, lname, email, phone, password_hash, company_name, lang, is_active, created_at)
       SELECT CASE WHEN ${arabic('g')} THEN ${pick(FIRST_AR, 'g')} ELSE ${pick(FIRST_EN, 'g')} END,
              CASE WHEN ${arabic('g')} THEN ${pick(LAST_AR, 'g / 7')} ELSE ${pick(LAST_EN, 'g / 7')} END,
              lower(CASE WHEN ${arabic('g')} THEN 'user' ELSE ${pick(FIRST_EN, 'g')} END) || '.' || g || '@' || ${pick(DOMAINS, 'g / 3')},
              '05' || lpad((g * 7919 % 100000000)::text, 8, '0'),
              (SELECT password_hash FROM customers ORDER BY id LIMIT 1),
              CASE WHEN g % 5 = 0 THEN 'مؤسسة ' || ${pick(LAST_AR, 'g')} || ' للتجارة' END,
              (CASE WHEN ${arabic('g')} THEN 'ar' ELSE 'en' END)::language,
              g % 50 <> 0,
              now() - make_interval(days => 400 - (g * 400 / ${customers}))
       FROM generate_series(1, ${customers}) AS g`,
    ],
    [
      'an address for each',
      `WITH places AS (
         SELECT a.id AS area_id, a.city_id, c.country_id, row_number() OVER (ORDER BY a.id) - 1 AS k
         FROM areas a JOIN cities c ON c.id = a.city_id
       ), counted AS (SELECT count(*) AS n FROM places),
       fresh AS (SELECT id, row_number() OVER (ORDER BY id) AS g FROM customers WHERE email ~ '\\.[0-9]+@')
       INSERT INTO addresses (customer_id, name, country_id, city_id, area_id, address, building, floor, apartment)
       SELECT f.id, 'المستودع', p.country_id, p.city_id, p.area_id, 'طريق الملك فهد', (f.g % 90 + 1)::text, '1', '2'
       FROM fresh f, counted, places p WHERE p.k = f.g % counted.n`,
    ],
    [
      `${orders} orders`,
      `WITH buyers AS (SELECT array_agg(id ORDER BY id) AS ids FROM customers WHERE email ~ '\\.[0-9]+@'),
       place AS (SELECT jsonb_build_object(
         'name', 'المستودع',
         'country', jsonb_build_object('id', co.id, 'nameAr', co.name_ar, 'nameEn', co.name_en),
         'city', jsonb_build_object('id', ci.id, 'nameAr', ci.name_ar, 'nameEn', ci.name_en),
         'area', jsonb_build_object('id', ar.id, 'nameAr', ar.name_ar, 'nameEn', ar.name_en),
         'address', 'طريق الملك فهد', 'building', '12', 'floor', '1', 'apartment', '2', 'note', null) AS snapshot
         FROM areas ar JOIN cities ci ON ci.id = ar.city_id JOIN countries co ON co.id = ci.country_id
         ORDER BY ar.id LIMIT 1),
       series AS (
         SELECT g,
                now() - make_interval(secs => (${orders} - g) * 365.0 * 86400 / ${orders} + (g % 97) * 11) AS at,
                CASE
                  WHEN g > ${orders} - 300 THEN (ARRAY['pending','pending','on_hold','processing'])[1 + g % 4]
                  WHEN g % 17 = 0 THEN 'cancelled'
                  WHEN g % 23 = 0 THEN 'on_hold'
                  WHEN g > ${orders} - 3000 THEN (ARRAY['processing','shipped','completed'])[1 + g % 3]
                  ELSE 'completed'
                END AS status,
                (g % 3 = 0)::int AS card,
                20000 + (g * 7907 % 500000) AS subtotal
         FROM generate_series(1, ${orders}) AS g
       )
       INSERT INTO orders (code, customer_id, status, payment_method, payment_status, paid_at, lang, address, buyer,
                           regular_halalas, discounted_halalas, discount_halalas, shipping_halalas,
                           tax_basis_points, tax_halalas, total_halalas, created_at, updated_at)
       SELECT 'UA-' || to_char(s.at AT TIME ZONE 'Asia/Riyadh', 'YYMMDD') || '-'
                || upper(lpad(to_hex((s.g::bigint * 2654435761) % 16777216), 6, '0')),
              b.ids[1 + (s.g * 7919) % array_length(b.ids, 1)],
              s.status::order_status,
              s.card,
              (CASE
                 WHEN s.status = 'cancelled' AND s.g % 2 = 0 AND s.card = 1 THEN 'refunded'
                 WHEN s.status IN ('completed', 'shipped') OR s.card = 1 THEN 'paid'
                 WHEN s.status = 'processing' AND s.g % 4 <> 0 THEN 'paid'
                 ELSE 'unpaid'
               END)::payment_status,
              CASE WHEN s.status IN ('completed', 'shipped') OR s.card = 1 THEN s.at + interval '2 hours' END,
              (CASE WHEN s.g % 3 = 0 THEN 'en' ELSE 'ar' END)::language,
              place.snapshot,
              -- The lists measured here read the customer, not the bill's copy: one copy serves.
              '{"fname": "عميل", "lname": "تجريبي", "email": "bench@example.com", "phone": "0500000000", "companyName": null, "vatNumber": null}'::jsonb,
              s.subtotal, s.subtotal, 0, 3000, 1500, (s.subtotal + 3000) * 15 / 100,
              (s.subtotal + 3000) * 115 / 100, s.at, s.at
       FROM series s, buyers b, place
       ORDER BY s.g`,
    ],
    [
      'order lines (1–3 an order)',
      // Joins by number, not by subscripting an array: a large array is read whole for every row.
      `WITH catalogue AS (
         SELECT id, name_ar, name_en, image, row_number() OVER (ORDER BY id) - 1 AS k FROM products
       ), counted AS (SELECT count(*) AS total FROM products)
       INSERT INTO order_lines (order_id, product_id, product_name_ar, product_name_en, product_image, quantity,
                                unit_price_halalas, regular_price_halalas, line_total_halalas, sort_order)
       SELECT o.id, p.id, p.name_ar, p.name_en, p.image, 10 + (o.id + n) % 40, 4500, 4500,
              (10 + (o.id + n) % 40) * 4500, n
       FROM orders o
       CROSS JOIN counted
       CROSS JOIN LATERAL generate_series(0, o.id % 3) AS n
       JOIN catalogue p ON p.k = (o.id * 31 + n * 7) % counted.total
       -- Only the orders written above: the demo's own orders have their lines.
       WHERE o.id > (SELECT coalesce(max(order_id), 0) FROM order_lines)`,
    ],
    [
      'sizes of each line',
      `INSERT INTO order_line_items (order_line_id, color_name_ar, color_name_en, color_code, size_name, quantity)
       SELECT l.id, (ARRAY['أبيض','أسود','كحلي'])[1 + l.id % 3], (ARRAY['White','Black','Navy'])[1 + l.id % 3],
              (ARRAY['#ffffff','#000000','#1f2a44'])[1 + l.id % 3], (ARRAY['S','M','L','XL'])[1 + (l.id + n) % 4],
              CASE WHEN n = 0 THEN l.quantity - l.quantity / 2 ELSE l.quantity / 2 END
       FROM order_lines l CROSS JOIN generate_series(0, 1) AS n
       WHERE l.id > (SELECT coalesce(max(order_line_id), 0) FROM order_line_items)`,
    ],
    [
      'reviews',
      `WITH buyers AS (SELECT array_agg(id ORDER BY id) AS ids FROM customers WHERE email ~ '\\.[0-9]+@'),
       catalogue AS (SELECT array_agg(id ORDER BY id) AS ids FROM products)
       INSERT INTO reviews (product_id, customer_id, rate, comment, is_hidden, created_at)
       SELECT catalogue.ids[1 + (g * 13) % array_length(catalogue.ids, 1)],
              buyers.ids[1 + g % array_length(buyers.ids, 1)],
              1 + (g * 5 + g / 3) % 5, ${pick(COMMENTS, 'g')}, g % 41 = 0,
              now() - make_interval(days => g % 360)
       FROM generate_series(1, ${Math.round(customers / 2)}) AS g, buyers, catalogue
       ON CONFLICT DO NOTHING`,
    ],
    [
      'contact messages',
      `INSERT INTO contact_messages (first_name, last_name, email, phone, message, lang, read_at, created_at)
       SELECT CASE WHEN ${arabic('g')} THEN ${pick(FIRST_AR, 'g')} ELSE ${pick(FIRST_EN, 'g')} END,
              CASE WHEN ${arabic('g')} THEN ${pick(LAST_AR, 'g')} ELSE ${pick(LAST_EN, 'g')} END,
              'visitor' || g || '@' || ${pick(DOMAINS, 'g')}, '05' || lpad((g * 31)::text, 8, '0'),
              ${pick(MESSAGES, 'g')}, (CASE WHEN ${arabic('g')} THEN 'ar' ELSE 'en' END)::language,
              CASE WHEN g < 2900 THEN now() - make_interval(days => (3000 - g) / 10) END,
              now() - make_interval(hours => 3000 - g)
       FROM generate_series(1, 3000) AS g`,
    ],
    [
      'newsletter subscribers',
      `INSERT INTO newsletter_subscribers (email, lang, created_at)
       SELECT 'reader' || g || '@' || ${pick(DOMAINS, 'g')}, (CASE WHEN g % 3 = 0 THEN 'en' ELSE 'ar' END)::language,
              now() - make_interval(hours => 10000 - g)
       FROM generate_series(1, 10000) AS g
       ON CONFLICT DO NOTHING`,
    ],
    [
      'outgoing mail (placed and status mails of recent orders)',
      `INSERT INTO mail_outbox ("to", kind, lang, subject, text, html, status, sent_at, created_at)
       SELECT c.email, CASE WHEN n = 0 THEN 'order-placed' ELSE 'order-status' END, o.lang,
              CASE WHEN o.lang = 'ar' THEN 'طلبك ' || o.code ELSE 'Your order ' || o.code END,
              'Order ' || o.code, '', 'sent', o.created_at + make_interval(mins => n), o.created_at + make_interval(mins => n)
       FROM (SELECT * FROM orders ORDER BY id DESC LIMIT ${Math.round(orders / 4)}) o
       JOIN customers c ON c.id = o.customer_id
       CROSS JOIN generate_series(0, 1) AS n
       ORDER BY o.id, n`,
    ],
    [
      'audit entries',
      `INSERT INTO audit_log (staff_user_id, staff_email, action, entity, entity_id, before, after, created_at)
       SELECT s.id, s.email, CASE WHEN g % 5 = 0 THEN 'confirm-payment' ELSE 'status' END, 'order',
              o.id::text, jsonb_build_object('status', 'processing'), jsonb_build_object('status', o.status),
              o.created_at + interval '1 day'
       FROM (SELECT id, email FROM staff_users ORDER BY id LIMIT 1) s,
            (SELECT o.*, row_number() OVER (ORDER BY o.id) AS g FROM orders o WHERE o.id % 5 = 0) o
       ORDER BY o.id`,
    ],
  ];
}
