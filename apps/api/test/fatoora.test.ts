import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateSigningRequest,
  generateSigningKey,
  signEInvoice,
  type CsrSubject,
} from '@shop/domain/einvoice';
import { testDocument } from '@shop/domain/einvoice/testing';
import {
  certificateOfToken,
  fatooraClient,
  httpTransport,
  simulatorTransport,
  type FatooraCredentials,
} from '../src/services/einvoicing/fatoora-client.js';
import { FatooraSimulator } from '../src/services/einvoicing/simulator.js';

const subject: CsrSubject = {
  commonName: 'uniform-shop-1',
  organization: 'شركة الزي الموحد للتجارة',
  organizationUnit: 'Riyadh Branch',
  vatNumber: '399999999900003',
  serialNumber: '1-UniformShop|2-1|3-test',
  invoiceTypes: '1100',
  address: 'Riyadh',
  industry: 'Wholesale',
};

describe('Fatoora client against the local simulator over HTTP', () => {
  const simulator = new FatooraSimulator();
  let client: ReturnType<typeof fatooraClient>;
  const key = generateSigningKey();
  let compliance: FatooraCredentials;
  let production: FatooraCredentials;

  beforeAll(async () => {
    // A generous deadline: a busy machine must not turn a slow answer into a timeout.
    client = fatooraClient(httpTransport(await simulator.start(), 30_000));
  });
  afterAll(() => simulator.stop());

  const submission = (
    kind: Parameters<typeof testDocument>[0],
    form: Parameters<typeof testDocument>[1],
    credentials: FatooraCredentials,
  ) => {
    const document = testDocument(kind, form);
    const signed = signEInvoice(document, {
      privateKey: key,
      certificate: certificateOfToken(credentials.binarySecurityToken),
    });
    return { hash: signed.hash, uuid: document.uuid, xml: signed.xml };
  };

  it('onboards: a compliance CSID for the portal code, compliance checks, then a production CSID', async () => {
    const csr = certificateSigningRequest(key, subject, 'simulator');
    expect(await client.complianceCsid('12a456', csr)).toMatchObject({
      kind: 'rejected',
      errors: [{ code: 'Invalid-OTP' }],
    });
    const issued = await client.complianceCsid('123456', csr);
    if (issued.kind !== 'issued') throw new Error(JSON.stringify(issued));
    compliance = issued.credentials;
    for (const [kind, form] of [
      ['invoice', 'standard'],
      ['invoice', 'simplified'],
      ['credit-note', 'standard'],
      ['credit-note', 'simplified'],
    ] as const) {
      expect(await client.complianceCheck(compliance, submission(kind, form, compliance))).toMatchObject({
        kind: 'accepted',
      });
    }
    const renewed = await client.productionCsid(compliance, issued.requestId);
    if (renewed.kind !== 'issued') throw new Error(JSON.stringify(renewed));
    production = renewed.credentials;
    expect(production.binarySecurityToken).not.toBe(compliance.binarySecurityToken);
  });

  it('reports simplified documents and clears standard ones, returning the cleared XML', async () => {
    expect(await client.report(production, submission('invoice', 'simplified', production))).toEqual({
      kind: 'accepted',
      warnings: [],
      clearedXml: undefined,
    });
    const standard = submission('invoice', 'standard', production);
    const cleared = await client.clear(production, standard);
    expect(cleared).toMatchObject({ kind: 'accepted' });
    expect(cleared.kind === 'accepted' && cleared.clearedXml).toBe(standard.xml);
    expect(await client.report(production, standard)).toMatchObject({
      kind: 'rejected',
      errors: [{ code: 'invoice-type' }],
    });
  });

  it('rejects a document whose hash or signature does not match, and unknown credentials', async () => {
    const good = submission('invoice', 'simplified', production);
    expect(
      await client.report(production, { ...good, hash: Buffer.alloc(32).toString('base64') }),
    ).toMatchObject({
      kind: 'rejected',
      errors: [{ code: 'invalid-invoice-hash' }],
    });
    const tampered = good.xml.replace(/<ds:SignatureValue>[^<]+</, '<ds:SignatureValue>MEQCIA==<');
    expect(await client.report(production, { ...good, xml: tampered })).toMatchObject({
      kind: 'rejected',
      errors: [{ code: 'signature' }],
    });
    expect(await client.report({ ...production, secret: 'guess' }, good)).toMatchObject({
      kind: 'rejected',
      errors: [{ code: '401' }],
    });
  });

  it('answers a 5xx and a timeout as unavailable (to retry) and a rule failure as rejected', async () => {
    const good = submission('invoice', 'simplified', production);
    simulator.failNext('server-error', 'timeout', 'reject');
    expect(await client.report(production, good)).toEqual({ kind: 'unavailable', reason: 'HTTP 500' });
    // The simulator never answers this call: a short deadline ends it.
    const impatient = fatooraClient(httpTransport(simulator.url, 100));
    expect(await impatient.report(production, good)).toEqual({ kind: 'unavailable', reason: 'timeout' });
    expect(await client.report(production, good)).toMatchObject({
      kind: 'rejected',
      errors: [{ code: 'BR-KSA-37' }],
    });
    expect(await client.report(production, good)).toMatchObject({ kind: 'accepted' });
  });

  it('the in-process transport answers as the HTTP one does', async () => {
    const inProcess = fatooraClient(simulatorTransport(simulator, 100));
    expect(await inProcess.report(production, submission('invoice', 'simplified', production))).toMatchObject(
      { kind: 'accepted' },
    );
    simulator.failNext('timeout');
    expect(await inProcess.report(production, submission('invoice', 'simplified', production))).toEqual({
      kind: 'unavailable',
      reason: 'timeout',
    });
  });
});
