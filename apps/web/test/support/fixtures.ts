/**
 * API answers for component tests, each parsed with the route's answer schema from the contract
 * (strict objects: a missing or extra key fails the parse), so fixtures stay what the API sends.
 */
import {
  apiRoutes,
  type ApiRoutes,
  type Artwork,
  type CustomerProfile,
  type DataOf,
  type OrderDetail,
  type Product,
  productCardSchema,
  type ProductCard as ProductListItem,
  type Quote,
  type SavedAddress,
  type Settings,
} from '@shop/contract';
import { zatcaAmount, zatcaQrBase64, zatcaTimestamp } from '@shop/domain';

/** A `{ message, data }` answer of `route`, parsed with its answer schema. */
export function answerOf<R extends keyof ApiRoutes>(
  route: R,
  data: unknown,
  message = 'OK',
): { message: string; data: DataOf<ApiRoutes[R]> } {
  return apiRoutes[route].answer.parse({ message, data }) as { message: string; data: DataOf<ApiRoutes[R]> };
}

/** A product as the storefront's lists answer it, for component tests: one tier, no colours. */
export function productListItem(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return productCardSchema.parse({
    id: 1,
    name: 'Product 1',
    description: '',
    image: '/media/p1-640.webp',
    hover_image: '',
    category_id: 4,
    category: { id: 4, name: 'Medical' },
    is_men: true,
    is_women: false,
    is_child: false,
    avg_rate: 4,
    rates_count: 2,
    colors_count: 1,
    sizes_count: 1,
    price: 20,
    pivot_colors: [],
    sizes: [],
    pieces: [{ id: 1, from: 1, to: 10, price: 20 }],
    has_size_chart: false,
    logo_price: null,
    ...overrides,
  });
}

export function productFixture(
  id: number,
  options: {
    name: string;
    tiers: { from: number; to: number; price: number }[];
    colors: { id: number; name: string; code: string }[];
    sizes: { id: number; name: string }[];
  },
): Product {
  const data = {
    id,
    name: options.name,
    description: '<p>Cotton</p>',
    image: `/media/p${id}-640.webp`,
    hover_image: '',
    category_id: 1,
    category: { id: 1, name: 'Medical' },
    is_men: true,
    is_women: true,
    is_child: false,
    avg_rate: 0,
    rates_count: 0,
    colors_count: options.colors.length,
    sizes_count: options.sizes.length,
    price: options.tiers[0]?.price ?? null,
    pivot_colors: options.colors.map((color, index) => ({
      id: color.id,
      product_id: id,
      color_id: index + 1,
      image: '',
      color_code: color.code,
      color: { id: index + 1, name: color.name },
    })),
    sizes: options.sizes,
    pieces: options.tiers.map((tier, index) => ({ id: id * 10 + index, ...tier })),
    has_size_chart: false,
    logo_price: null,
    size_chart: null,
    photos: [],
    rates: [],
  };
  return answerOf('product', data).data;
}

/** A PNG logo as POST artworks answers it (its preview at artworks/{id}/preview). */
export function artworkFixture(id: number): Artwork {
  return {
    id,
    content_type: 'image/png',
    byte_size: 120,
    has_preview: true,
    created_at: '2026-11-27T10:00:00.000Z',
  };
}

export function settingsFixture(setting: Partial<Settings['setting']> = {}): Settings {
  return answerOf('settings', {
    setting: {
      app_name: 'Uniform shop',
      logo: '',
      about: '',
      facebook: '',
      google: '',
      twitter: '',
      vimeo: '',
      instagram: '',
      email: 'shop@example.com',
      phone: '0500000000',
      address: 'Riyadh',
      chat_number: '',
      tax: 15,
      vat_number: '310122393500003',
      seller_name: 'شركة الزي الموحد',
      bank_name: 'Al Rajhi Bank',
      bank_account: '123456789012',
      iban: 'SA0380000000608010167519',
      ...setting,
    },
    categories: [],
    menuCategories: [],
    pages: [],
    sloders: [],
    intros: [],
  }).data;
}

/** Sara Ali, the test customer, without buyer details unless given. */
export function profileFixture(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return answerOf('profile', {
    id: 7,
    fname: 'Sara',
    lname: 'Ali',
    email: 'sara@example.com',
    phone: '0551234567',
    company_name: null,
    vat_number: null,
    ...overrides,
  }).data;
}

export function addressFixture(id: number, city: { id: number; name: string; fee: number }): SavedAddress {
  return answerOf('address', {
    id,
    name: `Address ${id}`,
    country_id: 1,
    city_id: city.id,
    area_id: 5,
    country: { id: 1, name: 'Saudi Arabia' },
    city: { id: city.id, name: city.name, shipping_fee: city.fee },
    area: { id: 5, name: 'Al Olaya' },
    address: 'King Fahd Road',
    building: '12',
    floor: '3',
    apartment: '7',
    receiver_name: null,
    receiver_phone: null,
    postal_code: null,
    additional_number: null,
    short_address: null,
    note: null,
  }).data;
}

/**
 * A bank-transfer order of 12 navy M + 8 navy L + 5 white M scrubs (25 pieces at the 10–49 tier,
 * 45.50 SAR; regular 50.00) and 3 white S lab coats at 80.00, coupon EID10 (10%), shipping 25.00
 * per product, VAT 15%. Figures in halalas as computeTotals gives them:
 * regular 125000 + 24000 = 149000; subtotal 113750 + 24000 = 137750; discount 11250;
 * coupon 13775; shipping 5000; tax 15% of 123975 = 18596.25 → 18596; total 147571.
 */
export function orderFixture(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const seller = { name: 'شركة الزي الموحد', vat_number: '310122393500003', address: 'Riyadh' };
  const createdAt = '2026-11-23T09:30:00.000Z';
  const base = {
    id: 41,
    code: 'ORD-2026-000041',
    created_at: createdAt,
    status: 'pending',
    status_text: 'Pending',
    payment_method: 0,
    payment_status: 'unpaid',
    can_pay: false,
    items_count: 2,
    regular: 1490,
    subtotal: 1377.5,
    discount: 112.5,
    logos: 0,
    coupon_code: 'EID10',
    po_number: 'PO-7731',
    coupon_value: 137.75,
    shipping: 50,
    tax_rate: 15,
    tax: 185.96,
    total: 1475.71,
    refunded: 0,
    products: [
      {
        id: 7,
        name: 'Medical scrubs',
        image: '/media/p7-640.webp',
        quantity: 25,
        price: 45.5,
        regular_price: 50,
        total: 1137.5,
        piece: { price: 45.5 },
        colors: [
          {
            id: 71,
            name: 'Navy',
            color_code: '#1e3a8a',
            sizes: [
              { id: 81, name: 'm', position: 0, quantity: 12, total: 546 },
              { id: 82, name: 'l', position: 1, quantity: 8, total: 364 },
            ],
          },
          {
            id: 72,
            name: 'White',
            color_code: '#ffffff',
            sizes: [{ id: 81, name: 'm', position: 0, quantity: 5, total: 227.5 }],
          },
        ],
        artwork: null,
        logo_price: 0,
        logo_total: 0,
      },
      {
        id: 9,
        name: 'Lab coat',
        image: '/media/p9-640.webp',
        quantity: 3,
        price: 80,
        regular_price: 80,
        total: 240,
        piece: { price: 80 },
        colors: [
          {
            id: 91,
            name: 'White',
            color_code: '#ffffff',
            sizes: [{ id: 95, name: 's', position: 0, quantity: 3, total: 240 }],
          },
        ],
        artwork: null,
        logo_price: 0,
        logo_total: 0,
      },
    ],
    paid_at: null,
    note: 'Deliver to the back gate.\nCall before.',
    requested_delivery_date: '2026-12-01',
    artwork_status: null,
    artwork_note: null,
    address: {
      name: 'Head office',
      country: { id: 1, name: 'Saudi Arabia' },
      city: { id: 2, name: 'Riyadh' },
      area: { id: 5, name: 'Al Olaya' },
      address: 'King Fahd Road',
      building: '12',
      floor: '3',
      apartment: '7',
      receiver_name: null,
      receiver_phone: null,
      postal_code: '12345',
      additional_number: '7788',
      short_address: null,
      note: null,
    },
    customer: {
      fname: 'Sara',
      lname: 'Alqahtani',
      email: 'sara@example.com',
      phone: '0551234567',
      company_name: 'Clinic Co',
      vat_number: '300000000000003',
    },
    seller,
    bank: { bank_name: 'Al Rajhi Bank', bank_account: '123456789012', iban: 'SA0380000000608010167519' },
    receipts: [],
    zatca_qr: zatcaQrBase64({
      sellerName: seller.name,
      vatNumber: seller.vat_number,
      timestamp: zatcaTimestamp(new Date(createdAt)),
      totalWithVat: zatcaAmount(147571),
      vat: zatcaAmount(18596),
    }),
    einvoice: null,
  };
  return answerOf('order', { ...base, ...overrides }).data;
}

/**
 * Quote #12: 12 navy M + 8 navy L scrubs (20 pieces, tier price 45.50) and 3 white S lab coats
 * (tier price 80.00), priced by staff at 40.00 and 75.00: 800.00 + 225.00 = 1,025.00 SAR before
 * shipping and VAT (tier subtotal 910.00 + 240.00 = 1,150.00). Sent, holding until 30 November.
 */
export function quoteFixture(overrides: Partial<Quote> = {}): Quote {
  return answerOf('quote', {
    id: 12,
    status: 'quoted',
    status_text: 'Quoted',
    created_at: '2026-11-20T09:30:00.000Z',
    quoted_at: '2026-11-21T10:00:00.000Z',
    wanted_by: '2026-12-15',
    valid_until: '2026-11-30',
    note: 'Logo on the chest, please.',
    changes_note: null,
    staff_note: 'Price includes the logo.',
    pieces: 23,
    tier_subtotal: 1150,
    subtotal: 1025,
    can_accept: true,
    can_ask_changes: true,
    order: null,
    lines: [
      {
        id: 1,
        product_id: 7,
        name: 'Medical scrubs',
        image: '/media/p7-640.webp',
        quantity: 20,
        tier_price: 45.5,
        price: 40,
        total: 800,
        colors: [
          {
            id: 71,
            name: 'Navy',
            color_code: '#1e3a8a',
            sizes: [
              { id: 81, name: 'm', quantity: 12 },
              { id: 82, name: 'l', quantity: 8 },
            ],
          },
        ],
        artwork: null,
      },
      {
        id: 2,
        product_id: 9,
        name: 'Lab coat',
        image: '/media/p9-640.webp',
        quantity: 3,
        tier_price: 80,
        price: 75,
        total: 225,
        colors: [
          { id: 91, name: 'White', color_code: '#ffffff', sizes: [{ id: 95, name: 's', quantity: 3 }] },
        ],
        artwork: null,
      },
    ],
    ...overrides,
  }).data;
}
