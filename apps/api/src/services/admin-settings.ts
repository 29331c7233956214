/** The shop's settings as owners read and change them (one row), each change in the audit log. */
import { eq } from 'drizzle-orm';
import type { AdminSettings } from '@shop/contract';
import { halalasToSar, type SettingsInput } from '@shop/domain';
import { settings } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';
import { NotFoundError } from '../shared/errors.js';
import { recordAudit, type StaffActor } from './audit.js';

type SettingsRow = typeof settings.$inferSelect;

function settingsAnswer(row: SettingsRow): AdminSettings {
  return {
    app_name_ar: row.appNameAr,
    app_name_en: row.appNameEn,
    logo: row.logo,
    about_ar: row.aboutAr,
    about_en: row.aboutEn,
    facebook: row.facebook,
    google: row.google,
    twitter: row.twitter,
    vimeo: row.vimeo,
    instagram: row.instagram,
    email: row.email,
    phone: row.phone,
    address_ar: row.addressAr,
    address_en: row.addressEn,
    chat_number: row.chatNumber,
    // Basis points read as percent the way the form takes them: 1500 → 15.
    tax_percent: halalasToSar(row.taxBasisPoints),
    vat_number: row.vatNumber === '' ? null : row.vatNumber,
    seller_name_ar: row.sellerNameAr,
    seller_name_en: row.sellerNameEn,
    bank_name_ar: row.bankNameAr,
    bank_name_en: row.bankNameEn,
    bank_account: row.bankAccount,
    iban: row.bankIban,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function settingsRow(db: Executor): Promise<SettingsRow> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1)).limit(1);
  if (!row) throw new NotFoundError();
  return row;
}

export async function getSettings(db: Executor): Promise<AdminSettings> {
  return settingsAnswer(await settingsRow(db));
}

/** Saves the settings; the caller drops the storefront's caches once this has committed. */
export async function updateSettings(
  db: Executor,
  actor: StaffActor,
  input: SettingsInput,
): Promise<AdminSettings> {
  return withTransaction(db, async (tx) => {
    const before = settingsAnswer(await settingsRow(tx));
    const [row] = await tx
      .update(settings)
      .set({
        appNameAr: input.app_name_ar,
        appNameEn: input.app_name_en,
        logo: input.logo,
        aboutAr: input.about_ar,
        aboutEn: input.about_en,
        facebook: input.facebook,
        google: input.google,
        twitter: input.twitter,
        vimeo: input.vimeo,
        instagram: input.instagram,
        email: input.email,
        phone: input.phone,
        addressAr: input.address_ar,
        addressEn: input.address_en,
        chatNumber: input.chat_number,
        taxBasisPoints: input.tax_percent,
        vatNumber: input.vat_number ?? '',
        sellerNameAr: input.seller_name_ar,
        sellerNameEn: input.seller_name_en,
        bankNameAr: input.bank_name_ar,
        bankNameEn: input.bank_name_en,
        bankAccount: input.bank_account,
        bankIban: input.iban,
        updatedAt: new Date(),
      })
      .where(eq(settings.id, 1))
      .returning();
    const after = settingsAnswer(row!);
    await recordAudit(tx, actor, { action: 'update', entity: 'settings', entityId: 1, before, after });
    return after;
  });
}
