/** The dashboard home's texts in both languages. */
const en = {
  dashboard: {
    title: 'Dashboard',
    sales: 'Money received',
    sales_note: 'Payments received less refunds in the period; VAT and shipping are inside.',
    vat_inside: 'VAT %{amount}',
    shipping_inside: 'shipping %{amount}',
    paid_orders_count: '%{smart_count} order paid |||| %{smart_count} orders paid',
    unpaid_orders: 'Orders awaiting payment',
    payments_attention: 'Payments needing an owner',
    today: 'Today',
    last_7_days: 'Last 7 days',
    last_30_days: 'Last 30 days',
    orders_count: '%{smart_count} order |||| %{smart_count} orders',
    by_status: 'Orders by status',
    unpaid_transfers: 'Bank transfers awaiting confirmation',
    top_products: 'Top products (30 days)',
    pieces: '%{count} pcs',
    newest_orders: 'Newest orders',
    newest_messages: 'Unhandled messages',
    nothing: 'Nothing yet.',
    see_all: 'See all',
  },
};

const ar: typeof en = {
  dashboard: {
    title: 'لوحة المعلومات',
    sales: 'المبالغ المستلمة',
    sales_note: 'المدفوعات المستلمة ناقص المبالغ المستردة في الفترة؛ تشمل الضريبة والشحن.',
    vat_inside: 'الضريبة %{amount}',
    shipping_inside: 'الشحن %{amount}',
    paid_orders_count:
      '%{smart_count} طلب مدفوع |||| طلب واحد مدفوع |||| طلبان مدفوعان |||| %{smart_count} طلبات مدفوعة |||| %{smart_count} طلبًا مدفوعًا |||| %{smart_count} طلب مدفوع',
    unpaid_orders: 'طلبات بانتظار الدفع',
    payments_attention: 'مدفوعات تحتاج إلى المالك',
    today: 'اليوم',
    last_7_days: 'آخر 7 أيام',
    last_30_days: 'آخر 30 يومًا',
    // Arabic's six plural forms: none, one, two, few (3–10), many (11–99), other.
    orders_count:
      '%{smart_count} طلب |||| طلب واحد |||| طلبان |||| %{smart_count} طلبات |||| %{smart_count} طلبًا |||| %{smart_count} طلب',
    by_status: 'الطلبات حسب الحالة',
    unpaid_transfers: 'تحويلات بنكية بانتظار التأكيد',
    top_products: 'الأكثر مبيعًا (30 يومًا)',
    pieces: '%{count} قطعة',
    newest_orders: 'أحدث الطلبات',
    newest_messages: 'رسائل لم تُعالج',
    nothing: 'لا شيء بعد.',
    see_all: 'عرض الكل',
  },
};

export default { en, ar };
