/**
 * What an order is computed from and what it comes to, before anything is written. Everything is
 * recomputed from the database with the domain's rules (docs/decisions.md, Totals): tier prices,
 * quantity bounds, the product's own colours and sizes, the coupon, the address city's shipping fee
 * and the settings' tax. Nothing the browser computed is read. The result is the order's snapshot:
 * names in both languages, prices and totals as charged, the address, the buyer and the seller as
 * they are now.
 */
import { sql } from 'drizzle-orm';
import {
  computeTotals,
  halalasToSar,
  missingNationalAddressFields,
  quantityError,
  shopDay,
  totalQuantity,
  type ArtworkPlacement,
  type CouponValue,
  type OrderCreateInput,
  type PriceTier,
  type ValidationKey,
} from '@shop/domain';
import {
  addresses,
  areas,
  artworks,
  cities,
  countries,
  coupons,
  customers,
  einvoiceSettings,
  orderLineItems,
  orderLines,
  orders,
  settings,
  type OrderAddressSnapshot,
  type OrderBankSnapshot,
  type OrderBuyerSnapshot,
} from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import type { Lang, MessageKey, MessageParams } from '../../shared/i18n.js';
import { couponJsonSql, couponRefusal, storedCouponOf, type StoredCoupon } from '../coupons.js';
import { shopNameIn, type OrderMailRecipient } from '../mail/index.js';
import { jsonArray, MAX_DB_INT } from '../products.js';
import { rowsOf } from '../../db/rows.js';

/** Field → message keys (API or validation keys) of a refused order. */
export type OrderFieldErrors = Record<string, (MessageKey | ValidationKey)[]>;

interface ProductRow {
  id: number;
  nameAr: string;
  nameEn: string;
  image: string;
  isActive: boolean;
  /** Halalas per piece for a logo; null: the cart offers none. */
  logoPrice: number | null;
  tiers: { from: number; to: number | null; price: number }[];
  colors: { id: number; name_ar: string; name_en: string; code: string }[];
  sizes: { id: number; name: string }[];
}

interface PlaceRow {
  address: Omit<OrderAddressSnapshot, 'country' | 'city' | 'area'>;
  /** Whether the shop issues e-invoices: a VAT-registered buyer's then needs a national address. */
  einvoicing: boolean;
  country: OrderAddressSnapshot['country'];
  city: OrderAddressSnapshot['city'];
  area: OrderAddressSnapshot['area'];
  shippingFeeHalalas: number;
  taxBasisPoints: number | null;
  sellerNameAr: string | null;
  sellerNameEn: string | null;
  vatNumber: string | null;
  sellerAddressAr: string | null;
  sellerAddressEn: string | null;
  /** Null when the shop has no settings row yet. */
  bank: OrderBankSnapshot | null;
  /** The buyer as the profile reads now: the bill keeps this copy. */
  buyer: OrderBuyerSnapshot;
  /** For the confirmation mail, written with the order. */
  shopNameAr: string | null;
  shopNameEn: string | null;
}

interface OrderInputs {
  /** The new order's id, taken from its sequence now so the confirmation mail can link its bill. */
  orderId: number;
  /** The customer's address with its places in both languages, and the shop's settings. */
  place: PlaceRow | null;
  products: ProductRow[];
  coupon: StoredCoupon | undefined;
  /** Which of the artworks the order names are the customer's own uploads. */
  ownArtworks: Set<number>;
}

const placeName = (table: typeof countries | typeof cities | typeof areas) =>
  sql`json_build_object('id', ${table.id}, 'nameAr', ${table.nameAr}, 'nameEn', ${table.nameEn})`;

/**
 * Everything an order is computed from, in one statement (one round trip, which is most of an
 * order's cost): the address with its places, the customer and the settings; the products with
 * their tiers, colours and sizes; the coupon; and the order's id. An id taken by an order that is
 * then refused is skipped, as sequences skip ids anyway.
 */
async function loadOrderInputs(
  db: Executor,
  customerId: number,
  input: OrderCreateInput,
): Promise<OrderInputs> {
  const ids = input.products.map((p) => p.product_id);
  const artworkIds = input.artworks.map((a) => a.artwork_id).filter((id) => id <= MAX_DB_INT);
  const [row] = await rowsOf<{
    order_id: number | string;
    place: PlaceRow | null;
    products: ProductRow[];
    coupon: Parameters<typeof storedCouponOf>[0] | null;
    own_artworks: (number | string)[] | string | null;
  }>(
    db,
    sql`select
      nextval(pg_get_serial_sequence('orders', 'id')) as order_id,
      (select json_build_object(
          'address', json_build_object('name', ${addresses.name}, 'address', ${addresses.address},
            'building', ${addresses.building}, 'floor', ${addresses.floor},
            'apartment', ${addresses.apartment}, 'note', ${addresses.note},
            'receiverName', ${addresses.receiverName}, 'receiverPhone', ${addresses.receiverPhone},
            'postalCode', ${addresses.postalCode}, 'additionalNumber', ${addresses.additionalNumber},
            'shortAddress', ${addresses.shortAddress}),
          'einvoicing', coalesce((select enabled from ${einvoiceSettings} where id = 1), false),
          'country', ${placeName(countries)}, 'city', ${placeName(cities)}, 'area', ${placeName(areas)},
          'shippingFeeHalalas', ${cities.shippingFeeHalalas},
          'taxBasisPoints', ${settings.taxBasisPoints},
          'sellerNameAr', ${settings.sellerNameAr}, 'sellerNameEn', ${settings.sellerNameEn},
          'vatNumber', ${settings.vatNumber},
          'sellerAddressAr', ${settings.addressAr}, 'sellerAddressEn', ${settings.addressEn},
          'bank', case when ${settings.id} is null then null else json_build_object(
            'nameAr', ${settings.bankNameAr}, 'nameEn', ${settings.bankNameEn},
            'account', ${settings.bankAccount}, 'iban', ${settings.bankIban}) end,
          'buyer', json_build_object('fname', ${customers.fname}, 'lname', ${customers.lname},
            'email', ${customers.email}, 'phone', ${customers.phone},
            'companyName', ${customers.companyName}, 'vatNumber', ${customers.vatNumber}),
          'shopNameAr', ${settings.appNameAr}, 'shopNameEn', ${settings.appNameEn})
        from ${addresses}
        join ${customers} on ${customers.id} = ${addresses.customerId}
        join ${countries} on ${countries.id} = ${addresses.countryId}
        join ${cities} on ${cities.id} = ${addresses.cityId}
        join ${areas} on ${areas.id} = ${addresses.areaId}
        left join ${settings} on ${settings.id} = 1
        where ${addresses.id} = ${input.address_id} and ${addresses.customerId} = ${customerId}
      ) as place,
      (select coalesce(json_agg(json_build_object(
          'id', p.id, 'nameAr', p.name_ar, 'nameEn', p.name_en, 'image', p.image, 'isActive', p.is_active,
          'logoPrice', p.logo_price_halalas,
          'tiers', (select coalesce(json_agg(json_build_object('from', pt.from_qty, 'to', pt.to_qty, 'price', pt.price_halalas) order by pt.from_qty, pt.id), '[]'::json)
                    from price_tiers pt where pt.product_id = p.id),
          'colors', (select coalesce(json_agg(json_build_object('id', pc.id, 'name_ar', co.name_ar, 'name_en', co.name_en, 'code', pc.color_code) order by pc.sort_order, pc.id), '[]'::json)
                     from product_colors pc join colors co on co.id = pc.color_id where pc.product_id = p.id),
          'sizes', (select coalesce(json_agg(json_build_object('id', ps.id, 'name', ps.name) order by ps.sort_order, ps.id), '[]'::json)
                    from product_sizes ps where ps.product_id = p.id))), '[]'::json)
        from products p where p.id in ${ids}
      ) as products,
      ${
        input.coupon_code
          ? sql`(select ${couponJsonSql(customerId, ids)} from ${coupons} where ${coupons.code} = ${input.coupon_code})`
          : sql`null::json`
      } as coupon,
      ${
        artworkIds.length > 0
          ? sql`(select coalesce(json_agg(${artworks.id}), '[]'::json) from ${artworks}
              where ${artworks.customerId} = ${customerId} and ${artworks.id} in ${artworkIds})`
          : sql`null::json`
      } as own_artworks`,
  );
  const coupon = row!.coupon;
  return {
    orderId: Number(row!.order_id),
    place: row!.place,
    products: row!.products,
    coupon: coupon ? storedCouponOf(coupon) : undefined,
    ownArtworks: new Set(jsonArray(row!.own_artworks).map(Number)),
  };
}

function nationalAddressLacking(place: PlaceRow): boolean {
  const missing = missingNationalAddressFields({
    street: place.address.address,
    building: place.address.building,
    postalCode: place.address.postalCode,
  });
  return missing.length > 0;
}

type OrderInsert = typeof orders.$inferInsert;
type LineInsert = Omit<typeof orderLines.$inferInsert, 'orderId'>;
type ItemInsert = Omit<typeof orderLineItems.$inferInsert, 'orderLineId'>;

/** An order placed from a quote: each product's price of one piece is staff's, not the tiers'. */
export interface QuotedPrices {
  quoteId: number;
  /** product id → halalas per piece */
  prices: ReadonlyMap<number, number>;
  /** product id → the logo the quote put on its pieces */
  artworks?: ReadonlyMap<number, { artworkId: number; placement: ArtworkPlacement }>;
}

export interface PreparedOrder {
  order: Omit<OrderInsert, 'code'> & { id: number };
  /** The quote the order is placed from: its statement claims the quote, once. */
  quoteId: number | null;
  lines: { line: LineInsert; items: ItemInsert[] }[];
  coupon: StoredCoupon | null;
  /** Who the confirmation mail goes to, and the shop's name in the order's language. */
  recipient: OrderMailRecipient;
}

function addError(errors: OrderFieldErrors, field: string, key: MessageKey | ValidationKey) {
  const list = (errors[field] ??= []);
  if (!list.includes(key)) list.push(key);
}

/**
 * Checks the order against the database and computes it, or answers why it cannot be placed.
 * Every problem found is reported at once (address, each product, the coupon), so the shopper
 * fixes them in one go. Field paths follow the parsed payload (which is the storefront's payload:
 * it sends only colours and sizes with pieces).
 */
export async function prepareOrder(
  db: Executor,
  customerId: number,
  lang: Lang,
  input: OrderCreateInput,
  now: Date,
  quoted: QuotedPrices | null = null,
): Promise<PreparedOrder | { errors: OrderFieldErrors; params?: MessageParams }> {
  const errors: OrderFieldErrors = {};
  const {
    orderId,
    place,
    products,
    coupon: found,
    ownArtworks,
  } = await loadOrderInputs(db, customerId, input);
  if (!place) addError(errors, 'address_id', 'order.addressUnknown');
  // A VAT-registered buyer gets a standard tax invoice, which names them at their national
  // address: an order that could not carry one is refused now rather than held unissued later.
  else if (place.einvoicing && place.buyer.vatNumber && nationalAddressLacking(place)) {
    addError(errors, 'address_id', 'order.nationalAddressNeeded');
  }

  const byId = new Map(products.map((p) => [Number(p.id), p]));
  const tiersOf = new Map<number, PriceTier[]>();
  input.products.forEach((selection, i) => {
    const product = byId.get(selection.product_id);
    if (!product || !product.isActive) {
      addError(errors, `products.${i}.product_id`, 'order.productUnavailable');
      return;
    }
    const colorIds = new Set(product.colors.map((c) => c.id));
    const sizeIds = new Set(product.sizes.map((s) => s.id));
    selection.colors.forEach((color, j) => {
      if (!colorIds.has(color.color_id)) {
        addError(errors, `products.${i}.colors.${j}.color_id`, 'order.colorUnknown');
      }
      color.sizes.forEach((size, k) => {
        if (!sizeIds.has(size.size_id)) {
          addError(errors, `products.${i}.colors.${j}.sizes.${k}.size_id`, 'order.sizeUnknown');
        }
      });
    });
    const quotedPrice = quoted?.prices.get(selection.product_id);
    if (quotedPrice !== undefined) {
      // Staff priced these very pieces: one price for any quantity.
      tiersOf.set(selection.product_id, [{ from: 1, to: null, priceHalalas: quotedPrice }]);
      return;
    }
    const tiers = product.tiers.map((t) => ({ from: t.from, to: t.to, priceHalalas: t.price }));
    if (tiers.length === 0) {
      addError(errors, `products.${i}.product_id`, 'order.productUnpriced');
      return;
    }
    tiersOf.set(selection.product_id, tiers);
    const problem = quantityError(tiers, totalQuantity(selection));
    if (problem) addError(errors, `products.${i}`, `validation.${problem}`);
  });

  // The buyer's logos: each on a product of the order that offers one, from their own uploads,
  // at the product's price per piece. A quote's logos come priced inside the quote's prices.
  const logos = new Map<number, { artworkId: number; placement: ArtworkPlacement; unitHalalas: number }>();
  if (quoted) {
    for (const [productId, logo] of quoted.artworks ?? []) logos.set(productId, { ...logo, unitHalalas: 0 });
  } else {
    const ordered = new Set(input.products.map((p) => p.product_id));
    input.artworks.forEach((artwork, i) => {
      const product = byId.get(artwork.product_id);
      if (!ordered.has(artwork.product_id)) {
        addError(errors, `artworks.${i}.product_id`, 'order.artworkProductMissing');
      } else if (product && product.logoPrice === null) {
        addError(errors, `artworks.${i}.product_id`, 'order.logoNotOffered');
      }
      if (!ownArtworks.has(artwork.artwork_id))
        addError(errors, `artworks.${i}.artwork_id`, 'notFound.artwork');
      logos.set(artwork.product_id, {
        artworkId: artwork.artwork_id,
        placement: artwork.placement,
        unitHalalas: product?.logoPrice ?? 0,
      });
    });
  }

  let coupon: StoredCoupon | null = null;
  if (input.coupon_code) {
    const status = found ? couponRefusal(found, now) : undefined;
    if (!found) addError(errors, 'coupon_code', 'validation.couponInvalid');
    else if (status !== 'valid') addError(errors, 'coupon_code', `coupon.${status!}` as MessageKey);
    else coupon = found;
  }
  // A day the buyer asks for is the shop's calendar day; today is still possible, yesterday is not.
  if (input.requested_delivery_date && input.requested_delivery_date < shopDay(now)) {
    addError(errors, 'requested_delivery_date', 'validation.deliveryDateInPast');
  }
  if (Object.keys(errors).length > 0 || !place) return { errors };

  const couponValue: CouponValue | null = coupon
    ? {
        type: coupon.type,
        amount: coupon.amount,
        productIds: coupon.productIds,
        minOrderHalalas: coupon.minOrderHalalas,
        freeShipping: coupon.freeShipping,
      }
    : null;
  const totals = computeTotals({
    lines: input.products.map((p) => ({
      tiers: tiersOf.get(p.product_id)!,
      quantity: totalQuantity(p),
      productId: p.product_id,
      logoUnitHalalas: logos.get(p.product_id)?.unitHalalas ?? 0,
    })),
    coupon: couponValue,
    shippingFeeHalalas: place.shippingFeeHalalas,
    taxBasisPoints: place.taxBasisPoints ?? 0,
  });
  // The coupon's conditions are read against the cart: the buyer asked for its discount, so an
  // order it does not fit is refused with the reason rather than placed at the full price.
  if (totals.couponFit === 'noEligibleProducts')
    return { errors: { coupon_code: ['coupon.notForTheseProducts'] } };
  if (totals.couponFit === 'belowMinimum') {
    return {
      errors: { coupon_code: ['coupon.belowMinimum'] },
      params: { amount: halalasToSar(coupon!.minOrderHalalas ?? 0).toFixed(2) },
    };
  }
  // Columns are PostgreSQL integers: an order worth more than about 21 million SAR cannot be
  // stored (and is no web order); it is refused instead of failing in the database.
  const amounts = [
    totals.regularHalalas,
    totals.totalHalalas,
    ...totals.lines.flatMap((l) => [l.regularHalalas, l.discountedHalalas, l.logoHalalas]),
  ];
  if (amounts.some((a) => !Number.isSafeInteger(a) || Math.abs(a) > MAX_DB_INT)) {
    return { errors: { products: ['order.tooLarge'] } };
  }

  const snapshot: OrderAddressSnapshot = {
    name: place.address.name,
    country: place.country,
    city: place.city,
    area: place.area,
    address: place.address.address,
    building: place.address.building,
    floor: place.address.floor,
    apartment: place.address.apartment,
    note: place.address.note,
    receiverName: place.address.receiverName ?? null,
    receiverPhone: place.address.receiverPhone ?? null,
    postalCode: place.address.postalCode ?? null,
    additionalNumber: place.address.additionalNumber ?? null,
    shortAddress: place.address.shortAddress ?? null,
  };
  const lines = input.products.map((selection, i) => {
    const product = byId.get(selection.product_id)!;
    const figures = totals.lines[i]!;
    const colors = new Map(product.colors.map((c) => [c.id, c]));
    const sizes = new Map(product.sizes.map((s) => [s.id, s]));
    return {
      line: {
        productId: product.id,
        productNameAr: product.nameAr,
        productNameEn: product.nameEn,
        productImage: product.image,
        quantity: figures.quantity,
        unitPriceHalalas: figures.unitHalalas,
        regularPriceHalalas: figures.regularUnitHalalas,
        lineTotalHalalas: figures.discountedHalalas,
        artworkId: logos.get(product.id)?.artworkId ?? null,
        placement: logos.get(product.id)?.placement ?? null,
        logoUnitHalalas: figures.logoUnitHalalas,
        sortOrder: i,
      },
      items: selection.colors.flatMap((color) => {
        const c = colors.get(color.color_id)!;
        return color.sizes.map((size) => ({
          productColorId: c.id,
          colorNameAr: c.name_ar,
          colorNameEn: c.name_en,
          colorCode: c.code,
          productSizeId: size.size_id,
          sizeName: sizes.get(size.size_id)!.name,
          quantity: size.quantity,
        }));
      }),
    };
  });

  return {
    order: {
      id: orderId,
      customerId,
      paymentMethod: input.payment_method,
      lang,
      address: snapshot,
      couponCode: coupon?.code ?? null,
      poNumber: input.po_number ?? null,
      note: input.note ?? null,
      requestedDeliveryDate: input.requested_delivery_date ?? null,
      // Logos wait for staff's approval before production.
      artworkStatus: logos.size > 0 ? 'awaiting' : null,
      regularHalalas: totals.regularHalalas,
      discountedHalalas: totals.discountedHalalas,
      discountHalalas: totals.discountHalalas,
      couponValueHalalas: totals.couponValueHalalas,
      shippingHalalas: totals.shippingHalalas,
      taxBasisPoints: place.taxBasisPoints ?? 0,
      taxHalalas: totals.taxHalalas,
      totalHalalas: totals.totalHalalas,
      sellerNameAr: place.sellerNameAr ?? '',
      sellerNameEn: place.sellerNameEn ?? '',
      vatNumber: place.vatNumber ?? '',
      sellerAddressAr: place.sellerAddressAr ?? '',
      sellerAddressEn: place.sellerAddressEn ?? '',
      buyer: place.buyer,
      // The account shown on a transfer order's bill; a card order is paid on the provider's page.
      bank:
        input.payment_method === 0 ? (place.bank ?? { nameAr: '', nameEn: '', account: '', iban: '' }) : null,
      createdAt: now,
      updatedAt: now,
    },
    quoteId: quoted?.quoteId ?? null,
    lines,
    coupon,
    recipient: {
      email: place.buyer.email,
      name: place.buyer.fname,
      shop: shopNameIn({ ar: place.shopNameAr, en: place.shopNameEn }, lang),
    },
  };
}
