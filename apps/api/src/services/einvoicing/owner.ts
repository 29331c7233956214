/**
 * E-invoicing as the owner runs it from the dashboard: the registration and the onboarding steps
 * as answers of the staff API (never a secret), each step written to the audit log with what it
 * changed (the step and platform, never a key or a CSID).
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { AdminEInvoicing } from '@shop/contract';
import type { EInvoiceRegistrationInput } from '@shop/domain';
import { einvoiceDocuments, settings as shopSettings } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { recordAudit, type StaffActor } from '../audit.js';
import {
  createSigningKey,
  readEInvoiceSettings,
  requestComplianceCsid,
  requestProductionCsid,
  runComplianceChecks,
  saveRegistration,
  type EInvoicingDeps,
  type OnboardingOutcome,
  type StoredEInvoiceSettings,
} from './onboarding.js';
import { secretsKeyConfigured } from './secrets.js';

/** Whether the shop may onboard against its built-in simulator: anywhere but production. */
export function simulatorAllowed(deps: Pick<EInvoicingDeps, 'config'>): boolean {
  return deps.config.NODE_ENV !== 'production';
}

function answerOf(
  settings: StoredEInvoiceSettings,
  deps: EInvoicingDeps,
  documents: AdminEInvoicing['documents'],
  billSeller: AdminEInvoicing['bill_seller'],
): AdminEInvoicing {
  const address = settings.address;
  return {
    environment: settings.environment as AdminEInvoicing['environment'],
    step: settings.step as AdminEInvoicing['step'],
    enabled: settings.enabled,
    seller_name_ar: settings.sellerNameAr,
    vat_number: settings.vatNumber,
    cr_number: settings.crNumber,
    street: address?.street ?? '',
    building_number: address?.buildingNumber ?? '',
    additional_number: address?.additionalNumber ?? '',
    district: address?.district ?? '',
    city: address?.city ?? '',
    postal_code: address?.postalCode ?? '',
    branch: settings.branch,
    industry: settings.industry,
    csr: settings.csr,
    simulator_allowed: simulatorAllowed(deps),
    key_configured: secretsKeyConfigured(deps.config),
    documents,
    bill_seller: billSeller,
  };
}

/** The seller the shop's bills print (its settings). */
async function billSellerOf(db: Executor): Promise<AdminEInvoicing['bill_seller']> {
  const [row] = await db
    .select({ sellerNameAr: shopSettings.sellerNameAr, vatNumber: shopSettings.vatNumber })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .limit(1);
  return { seller_name_ar: row?.sellerNameAr ?? '', vat_number: row?.vatNumber ?? '' };
}

/** The owner's view of e-invoicing: registration, step, and the documents ZATCA has yet to accept. */
export async function einvoicingForOwner(deps: EInvoicingDeps): Promise<AdminEInvoicing> {
  const [settings, billSeller, rows] = await Promise.all([
    readEInvoiceSettings(deps.db),
    billSellerOf(deps.db),
    deps.db
      .select({ status: einvoiceDocuments.status, n: count() })
      .from(einvoiceDocuments)
      .where(inArray(einvoiceDocuments.status, ['unsigned', 'held', 'pending', 'rejected']))
      .groupBy(einvoiceDocuments.status),
  ]);
  const countOf = (statuses: string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.n), 0);
  return answerOf(
    settings,
    deps,
    { waiting: countOf(['unsigned', 'held', 'pending']), rejected: countOf(['rejected']) },
    billSeller,
  );
}

/** What the audit log keeps of the onboarding: never a secret. */
function auditedState(settings: StoredEInvoiceSettings) {
  return {
    environment: settings.environment,
    step: settings.step,
    enabled: settings.enabled,
    seller_name_ar: settings.sellerNameAr,
    vat_number: settings.vatNumber,
    cr_number: settings.crNumber,
    address: settings.address,
    branch: settings.branch,
    industry: settings.industry,
  };
}

/** Runs `change` and writes the audit entry of what it did to the settings. */
async function audited<T>(
  deps: EInvoicingDeps,
  actor: StaffActor,
  action: string,
  change: () => Promise<T>,
): Promise<T> {
  const before = auditedState(await readEInvoiceSettings(deps.db));
  const result = await change();
  const after = auditedState(await readEInvoiceSettings(deps.db));
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    await recordAudit(deps.db, actor, { action, entity: 'einvoicing', entityId: 1, before, after });
  }
  return result;
}

/** Saves the seller's registration as typed. */
export function saveOwnerRegistration(
  deps: EInvoicingDeps,
  actor: StaffActor,
  input: EInvoiceRegistrationInput,
) {
  return audited(deps, actor, 'update', () =>
    saveRegistration(deps, {
      environment: input.environment,
      sellerNameAr: input.seller_name_ar,
      vatNumber: input.vat_number,
      crNumber: input.cr_number,
      address: {
        street: input.street,
        buildingNumber: input.building_number,
        additionalNumber: input.additional_number,
        district: input.district,
        city: input.city,
        postalCode: input.postal_code,
      },
      branch: input.branch,
      industry: input.industry,
    }),
  );
}

/** The onboarding steps an owner runs, by name. */
export const ONBOARDING_STEPS = {
  key: (deps: EInvoicingDeps) => createSigningKey(deps),
  'compliance-csid': (deps: EInvoicingDeps, otp: string) => requestComplianceCsid(deps, otp),
  'compliance-checks': (deps: EInvoicingDeps) => runComplianceChecks(deps),
  'production-csid': (deps: EInvoicingDeps) => requestProductionCsid(deps),
} as const;

/**
 * Runs one onboarding step for the owner, audited. Without a key to seal secrets with (production
 * without EINVOICE_KEY) no step runs: the answer says what the server lacks.
 */
export async function runOwnerStep(
  deps: EInvoicingDeps,
  actor: StaffActor,
  step: keyof typeof ONBOARDING_STEPS,
  otp = '',
): Promise<OnboardingOutcome | { kind: 'key-missing' }> {
  if (!secretsKeyConfigured(deps.config)) return { kind: 'key-missing' };
  return audited(deps, actor, `einvoicing-${step}`, () => ONBOARDING_STEPS[step](deps, otp));
}
