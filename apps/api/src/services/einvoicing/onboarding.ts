/**
 * Onboarding the shop to ZATCA's e-invoicing, step by step as the owner does it: the seller's
 * registration, the key pair and CSR, the compliance CSID for the portal's one-time code, the
 * compliance checks (one signed document of each kind the shop issues), the production CSID.
 * Only then are documents issued. Secrets are sealed with EINVOICE_KEY (secrets.ts).
 */
import { randomUUID } from 'node:crypto';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  certificateSigningRequest,
  FIRST_PREVIOUS_INVOICE_HASH,
  generateSigningKey,
  signEInvoice,
  type EInvoiceDocument,
  type EInvoiceForm,
  type EInvoiceKind,
  type FatooraEnvironment,
} from '@shop/domain/einvoice';
import type { Config } from '../../config.js';
import { einvoiceSettings, type StoredNationalAddress } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import {
  certificateOfToken,
  type FatooraClient,
  type FatooraCredentials,
  type FatooraMessage,
} from './fatoora-client.js';
import { openSecret, sealSecret, secretsKey } from './secrets.js';

export interface EInvoicingDeps {
  db: Executor;
  config: Pick<Config, 'EINVOICE_KEY' | 'NODE_ENV'>;
  /** The Fatoora client of a platform (ZATCA's, or the built-in simulator). */
  fatoora: (environment: FatooraEnvironment) => FatooraClient;
  clock: () => Date;
}

export type OnboardingStep = 'none' | 'key' | 'compliance' | 'checked' | 'production';

export interface SellerRegistration {
  environment: FatooraEnvironment;
  sellerNameAr: string;
  vatNumber: string;
  crNumber: string;
  address: StoredNationalAddress;
  branch: string;
  industry: string;
}

export type StoredEInvoiceSettings = typeof einvoiceSettings.$inferSelect;

/** What an onboarding step that talks to ZATCA answers. */
export type OnboardingOutcome =
  | { kind: 'done'; step: OnboardingStep }
  | { kind: 'rejected'; errors: FatooraMessage[] }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'out-of-order'; step: OnboardingStep };

export async function readEInvoiceSettings(db: Executor): Promise<StoredEInvoiceSettings> {
  const [row] = await db.select().from(einvoiceSettings).where(eq(einvoiceSettings.id, 1)).limit(1);
  if (!row) throw new Error('einvoice_settings has no row: run the migrations');
  return row;
}

/**
 * What a new key or a new seller makes worthless: both CSIDs (each certifies the old key) and
 * signing with them.
 */
const NO_CERTIFICATES = {
  enabled: false,
  complianceToken: null,
  complianceSecretEncrypted: null,
  complianceRequestId: null,
  productionToken: null,
  productionSecretEncrypted: null,
} as const;

/**
 * Saves the seller's registration. Changing who the seller is, or which platform the shop talks
 * to, starts onboarding again: certificates name the seller and belong to one platform.
 */
export async function saveRegistration(
  deps: EInvoicingDeps,
  registration: SellerRegistration,
): Promise<OnboardingStep> {
  const current = await readEInvoiceSettings(deps.db);
  const restart =
    current.vatNumber !== registration.vatNumber ||
    current.environment !== registration.environment ||
    current.crNumber !== registration.crNumber;
  await deps.db
    .update(einvoiceSettings)
    .set({
      ...registration,
      ...(restart ? { step: 'none', privateKeyEncrypted: null, csr: null, ...NO_CERTIFICATES } : {}),
      updatedAt: deps.clock(),
    })
    .where(eq(einvoiceSettings.id, 1));
  return restart ? 'none' : (current.step as OnboardingStep);
}

/** Makes the key pair and the CSR (a new key each time: a key never leaves the shop). */
export async function createSigningKey(deps: EInvoicingDeps): Promise<OnboardingOutcome> {
  const settings = await readEInvoiceSettings(deps.db);
  if (!settings.vatNumber || !settings.address)
    return { kind: 'out-of-order', step: settings.step as OnboardingStep };
  const sealing = secretsKey(deps.config);
  const key = generateSigningKey();
  const address = settings.address;
  const csr = certificateSigningRequest(
    key,
    {
      commonName: `${settings.crNumber}-${settings.branch || 'main'}`.slice(0, 64),
      organization: settings.sellerNameAr,
      organizationUnit: settings.branch || settings.sellerNameAr,
      vatNumber: settings.vatNumber,
      serialNumber: `1-UniformShop|2-1.0|3-${randomUUID()}`,
      invoiceTypes: '1100',
      address: `${address.buildingNumber} ${address.street}, ${address.district}, ${address.city} ${address.postalCode}`,
      industry: settings.industry || 'Wholesale',
    },
    settings.environment as FatooraEnvironment,
  );
  await deps.db
    .update(einvoiceSettings)
    .set({
      privateKeyEncrypted: sealSecret(sealing, key.export({ type: 'pkcs8', format: 'pem' }).toString()),
      csr,
      step: 'key',
      ...NO_CERTIFICATES,
      updatedAt: deps.clock(),
    })
    .where(eq(einvoiceSettings.id, 1));
  return { kind: 'done', step: 'key' };
}

/** Sends the CSR with the one-time code the owner copied from the Fatoora portal. */
export async function requestComplianceCsid(deps: EInvoicingDeps, otp: string): Promise<OnboardingOutcome> {
  const settings = await readEInvoiceSettings(deps.db);
  if (!settings.csr || settings.step === 'none')
    return { kind: 'out-of-order', step: settings.step as OnboardingStep };
  const outcome = await deps
    .fatoora(settings.environment as FatooraEnvironment)
    .complianceCsid(otp, settings.csr);
  if (outcome.kind !== 'issued') return outcome;
  await deps.db
    .update(einvoiceSettings)
    .set({
      complianceToken: outcome.credentials.binarySecurityToken,
      complianceSecretEncrypted: sealSecret(secretsKey(deps.config), outcome.credentials.secret),
      complianceRequestId: outcome.requestId,
      step: 'compliance',
      updatedAt: deps.clock(),
    })
    .where(eq(einvoiceSettings.id, 1));
  return { kind: 'done', step: 'compliance' };
}

/** The seller as its documents state it, from the saved registration. */
export function sellerOf(settings: StoredEInvoiceSettings): EInvoiceDocument['seller'] {
  const address = settings.address ?? {
    street: '',
    buildingNumber: '',
    additionalNumber: '',
    district: '',
    city: '',
    postalCode: '',
  };
  return {
    nameAr: settings.sellerNameAr,
    vatNumber: settings.vatNumber,
    crNumber: settings.crNumber,
    address: { ...address, additionalNumber: address.additionalNumber || undefined, country: 'SA' },
  };
}

/** The shop's signing key, opened. */
/**
 * The last key opened, by its sealed text: a sweep signs document after document with one key,
 * and opening it (decrypting, parsing the PEM) each time is wasted work. A new key has a new sealed
 * text (a fresh nonce), so it is never mistaken for the old one.
 */
let openedKey: { sealed: string; sealing: Buffer; key: KeyObject } | undefined;

export function signingKeyOf(
  deps: Pick<EInvoicingDeps, 'config'>,
  settings: StoredEInvoiceSettings,
): KeyObject {
  const sealed = settings.privateKeyEncrypted;
  if (!sealed) throw new Error('The shop has no e-invoicing key yet');
  const sealing = secretsKey(deps.config);
  if (openedKey?.sealed !== sealed || !openedKey.sealing.equals(sealing))
    openedKey = { sealed, sealing, key: createPrivateKey(openSecret(sealing, sealed)) };
  return openedKey.key;
}

function credentialsOf(
  deps: Pick<EInvoicingDeps, 'config'>,
  token: string | null,
  sealedSecret: string | null,
): FatooraCredentials | null {
  if (!token || !sealedSecret) return null;
  return { binarySecurityToken: token, secret: openSecret(secretsKey(deps.config), sealedSecret) };
}

/** The production CSID's credentials, once onboarded. */
export function productionCredentialsOf(
  deps: Pick<EInvoicingDeps, 'config'>,
  settings: StoredEInvoiceSettings,
) {
  return credentialsOf(deps, settings.productionToken, settings.productionSecretEncrypted);
}

/** Documents of the kinds the shop issues, signed with the compliance certificate, for ZATCA's checks. */
function complianceDocuments(settings: StoredEInvoiceSettings, now: Date): EInvoiceDocument[] {
  const kinds: [EInvoiceKind, EInvoiceForm][] = [
    ['invoice', 'standard'],
    ['credit-note', 'standard'],
    ['debit-note', 'standard'],
    ['invoice', 'simplified'],
    ['credit-note', 'simplified'],
    ['debit-note', 'simplified'],
  ];
  const seller = sellerOf(settings);
  return kinds.map(([kind, form], index) => ({
    kind,
    form,
    number: `COMPLIANCE-${index + 1}`,
    uuid: randomUUID(),
    issuedAt: now,
    counter: index + 1,
    previousHash: FIRST_PREVIOUS_INVOICE_HASH,
    seller,
    buyer:
      form === 'standard'
        ? {
            name: 'شركة نماذج فاتورة المحدودة',
            vatNumber: '399999999800003',
            address: { ...seller.address, additionalNumber: undefined },
          }
        : { name: '' },
    lines: [{ name: 'قميص | Shirt', quantity: 2, unitHalalas: 5_000 }],
    allowanceHalalas: 0,
    chargeHalalas: 0,
    vatBasisPoints: 1_500,
    paymentMeans: 'transfer',
    reference:
      kind === 'invoice'
        ? undefined
        : { invoiceNumber: 'COMPLIANCE-1', reason: 'Compliance check | فحص الامتثال' },
  }));
}

/** Runs ZATCA's compliance checks: each kind of document the shop issues must pass. */
export async function runComplianceChecks(deps: EInvoicingDeps): Promise<OnboardingOutcome> {
  const settings = await readEInvoiceSettings(deps.db);
  const credentials = credentialsOf(deps, settings.complianceToken, settings.complianceSecretEncrypted);
  if (!credentials || (settings.step !== 'compliance' && settings.step !== 'checked')) {
    return { kind: 'out-of-order', step: settings.step as OnboardingStep };
  }
  const client = deps.fatoora(settings.environment as FatooraEnvironment);
  const stamp = {
    privateKey: signingKeyOf(deps, settings),
    certificate: certificateOfToken(credentials.binarySecurityToken),
  };
  for (const document of complianceDocuments(settings, deps.clock())) {
    const signed = signEInvoice(document, stamp, deps.clock());
    const outcome = await client.complianceCheck(credentials, {
      hash: signed.hash,
      uuid: document.uuid,
      xml: signed.xml,
    });
    if (outcome.kind === 'rejected') return { kind: 'rejected', errors: outcome.errors };
    if (outcome.kind === 'unavailable') return outcome;
  }
  await deps.db
    .update(einvoiceSettings)
    .set({ step: 'checked', updatedAt: deps.clock() })
    .where(eq(einvoiceSettings.id, 1));
  return { kind: 'done', step: 'checked' };
}

/** Exchanges the compliance CSID for the production one; documents are issued from then on. */
export async function requestProductionCsid(deps: EInvoicingDeps): Promise<OnboardingOutcome> {
  const settings = await readEInvoiceSettings(deps.db);
  const credentials = credentialsOf(deps, settings.complianceToken, settings.complianceSecretEncrypted);
  if (!credentials || settings.step !== 'checked' || !settings.complianceRequestId) {
    return { kind: 'out-of-order', step: settings.step as OnboardingStep };
  }
  const outcome = await deps
    .fatoora(settings.environment as FatooraEnvironment)
    .productionCsid(credentials, settings.complianceRequestId);
  if (outcome.kind !== 'issued') return outcome;
  await deps.db
    .update(einvoiceSettings)
    .set({
      productionToken: outcome.credentials.binarySecurityToken,
      productionSecretEncrypted: sealSecret(secretsKey(deps.config), outcome.credentials.secret),
      step: 'production',
      enabled: true,
      updatedAt: deps.clock(),
    })
    .where(eq(einvoiceSettings.id, 1));
  return { kind: 'done', step: 'production' };
}

/** Every step at once against the built-in simulator (the demo shop at seed time). */
export async function onboardWithSimulator(
  deps: EInvoicingDeps,
  registration: Omit<SellerRegistration, 'environment'>,
) {
  await saveRegistration(deps, { ...registration, environment: 'simulator' });
  for (const step of [
    () => createSigningKey(deps),
    () => requestComplianceCsid(deps, '123456'),
    () => runComplianceChecks(deps),
    () => requestProductionCsid(deps),
  ]) {
    const outcome = await step();
    if (outcome.kind !== 'done')
      throw new Error(`Onboarding with the simulator stopped: ${JSON.stringify(outcome)}`);
  }
}
