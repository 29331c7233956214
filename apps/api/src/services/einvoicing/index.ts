/**
 * Saudi e-invoicing (ZATCA phase 2) for the rest of the API: which Fatoora each platform is, the
 * sweeper that signs requested documents into the chain and sends them, and the demo's onboarding
 * against the built-in simulator.
 */
import type { FatooraEnvironment } from '@shop/domain/einvoice';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/transaction.js';
import { fatooraClient, httpTransport, simulatorTransport, type FatooraClient } from './fatoora-client.js';
import { onboardWithSimulator } from './onboarding.js';
import { FatooraSimulator } from './simulator.js';

export {
  CANCELLED_NOTE_REASON,
  REFUND_FAILED_NOTE_REASON,
  invoiceRequestInsert,
  orderEInvoiceDocuments,
  orderInvoicePdf,
  orderInvoiceXml,
  reconcileOrderNotes,
} from './documents.js';
export { EInvoiceSweeper, sweepEInvoices } from './sweeper.js';
export { einvoicingForOwner, runOwnerStep, saveOwnerRegistration, simulatorAllowed } from './owner.js';
export { resubmitDocument } from './queue.js';
/** The local fake Fatoora: the demo and the tests' platform (in process, or over HTTP). */
export { FatooraSimulator } from './simulator.js';
export type { EInvoicingDeps } from './onboarding.js';

type FatooraConfig = Pick<
  Config,
  'FATOORA_DEVELOPER_PORTAL_URL' | 'FATOORA_SIMULATION_URL' | 'FATOORA_PRODUCTION_URL' | 'FATOORA_TIMEOUT_MS'
>;

/** One simulator per process: its answers depend on nothing but its fixed test authority. */
let builtInSimulator: FatooraSimulator | undefined;

/** The Fatoora client of each platform: ZATCA's three over HTTP, the simulator in process. */
export function fatooraClients(config: FatooraConfig): (environment: FatooraEnvironment) => FatooraClient {
  const clients = new Map<FatooraEnvironment, FatooraClient>();
  const urls: Record<Exclude<FatooraEnvironment, 'simulator'>, string> = {
    'developer-portal': config.FATOORA_DEVELOPER_PORTAL_URL,
    simulation: config.FATOORA_SIMULATION_URL,
    production: config.FATOORA_PRODUCTION_URL,
  };
  return (environment) => {
    let client = clients.get(environment);
    if (!client) {
      client =
        environment === 'simulator'
          ? fatooraClient(
              simulatorTransport((builtInSimulator ??= new FatooraSimulator()), config.FATOORA_TIMEOUT_MS),
            )
          : fatooraClient(httpTransport(urls[environment], config.FATOORA_TIMEOUT_MS));
      clients.set(environment, client);
    }
    return client;
  };
}

/** The demo shop's seller, onboarded against the built-in simulator at seed time. */
export async function onboardDemoShop(
  db: Executor,
  config: Config,
  seller: {
    sellerNameAr: string;
    vatNumber: string;
    crNumber: string;
    address: {
      street: string;
      buildingNumber: string;
      additionalNumber: string;
      district: string;
      city: string;
      postalCode: string;
    };
  },
): Promise<void> {
  await onboardWithSimulator(
    { db, config, fatoora: fatooraClients(config), clock: () => new Date() },
    { ...seller, branch: 'الرياض', industry: 'Wholesale of uniforms' },
  );
}
