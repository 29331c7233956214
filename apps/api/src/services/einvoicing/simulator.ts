/**
 * A local Fatoora: answers ZATCA's e-invoicing API (compliance CSID, compliance checks, production
 * CSID, reporting, clearance) as the real platform documents it, for the demo shop and the tests.
 * It checks what can be checked without ZATCA: the OTP's form, the CSR's signature and fields, the
 * credentials, the document's hash, its signature and its kind. Tests can make it fail the next
 * calls (a 5xx, a timeout, a rejection) to exercise retries and blocked chains.
 *
 * Its certificate authority's key is fixed, so certificates it issued stay valid across restarts
 * and instances; it is a test authority, trusted by nothing.
 */
import {
  createHmac,
  createPrivateKey,
  randomUUID,
  timingSafeEqual,
  verify,
  X509Certificate,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  invoiceHash,
  readCertificateSigningRequest,
  testCertificateAuthority,
  type TestCertificateAuthority,
} from '@shop/domain/einvoice';

type Json = Record<string, unknown>;

export interface FatooraAnswer {
  status: number;
  body: Json;
}

export type FatooraFault = 'server-error' | 'timeout' | 'reject';

/** The simulator's fixed test authority key (secp256k1): see the module comment. */
const SIMULATOR_CA_KEY = `-----BEGIN PRIVATE KEY-----
MIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQgPKCjbwhnv/kEEXjHE0GY
QgD77adbUT5P8wae6YQJHd2hRANCAAQX+db8AnU/A+AJaboK7dx7hxxMc44ZZRND
WEkoi3hTw02GF7pxsy741g4HuD5jVZ26A1g/kr++gOJEM6yxuI/T
-----END PRIVATE KEY-----`;

function simulatorAuthority(): TestCertificateAuthority {
  return testCertificateAuthority('Fatoora Simulator CA', createPrivateKey(SIMULATOR_CA_KEY));
}

const validation = (errors: Json[] = [], warnings: Json[] = []) => ({
  infoMessages: [
    {
      type: 'INFO',
      code: 'XSD_ZATCA_VALID',
      category: 'XSD validation',
      message: 'Complied with UBL 2.1 standards in line with ZATCA specifications',
      status: 'PASS',
    },
  ],
  warningMessages: warnings,
  errorMessages: errors,
  status: errors.length ? 'ERROR' : warnings.length ? 'WARNING' : 'PASS',
});

const message = (code: string, text: string, category = 'KSA') => ({
  type: 'ERROR',
  code,
  category,
  message: text,
  status: 'ERROR',
});

export class FatooraSimulator {
  private readonly authority = simulatorAuthority();
  private readonly macKey = 'fatoora-simulator-secret';
  private readonly faults: FatooraFault[] = [];
  /** Every call received, newest last (tests read it). */
  readonly calls: { path: string; body: Json }[] = [];
  /** Compliance requests issued, by request ID: what the production CSID call renews. */
  private readonly complianceRequests = new Map<string, string>();
  private server?: http.Server;
  url = '';

  /** The next calls fail this way, one fault per call. */
  failNext(...faults: FatooraFault[]): void {
    this.faults.push(...faults);
  }

  private credentialsFor(certificate: string) {
    const binarySecurityToken = Buffer.from(certificate).toString('base64');
    const secret = createHmac('sha256', this.macKey).update(binarySecurityToken).digest('base64url');
    return { binarySecurityToken, secret };
  }

  private authenticated(authorization: string | undefined): X509Certificate | null {
    const match = /^Basic (.+)$/.exec(authorization ?? '');
    if (!match) return null;
    const [token, secret] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':');
    if (!token || !secret) return null;
    const expected = Buffer.from(this.credentialsFor(Buffer.from(token, 'base64').toString('utf8')).secret);
    if (expected.length !== Buffer.from(secret).length || !timingSafeEqual(expected, Buffer.from(secret)))
      return null;
    try {
      return new X509Certificate(Buffer.from(Buffer.from(token, 'base64').toString('utf8'), 'base64'));
    } catch {
      return null;
    }
  }

  /** One call: the path below the platform's base URL, its headers and its JSON body. */
  async answer(
    path: string,
    headers: Record<string, string | undefined>,
    body: Json,
  ): Promise<FatooraAnswer | 'timeout'> {
    this.calls.push({ path, body });
    const fault = this.faults.shift();
    if (fault === 'timeout') return 'timeout';
    if (fault === 'server-error')
      return { status: 500, body: { code: 'Internal Server Error', message: 'Something went wrong' } };

    if (path === '/compliance') {
      const otp = headers.otp ?? '';
      if (!/^\d{6}$/.test(otp))
        return {
          status: 400,
          body: { errors: [message('Invalid-OTP', 'The OTP is invalid or has expired')] },
        };
      const csrText = typeof body.csr === 'string' ? Buffer.from(body.csr, 'base64').toString('utf8') : '';
      let facts;
      try {
        facts = readCertificateSigningRequest(csrText);
      } catch {
        return { status: 400, body: { errors: [message('Invalid-CSR', 'The CSR could not be read')] } };
      }
      if (!facts.signedByItsKey || !/^3\d{13}3$/.test(facts.alternativeName.userId ?? '')) {
        return {
          status: 400,
          body: {
            errors: [message('Invalid-CSR', 'The CSR is not signed by its key or lacks a VAT number')],
          },
        };
      }
      const certificate = this.authority.issue(csrText);
      const requestID = String(Date.now()) + String(Math.floor(Math.random() * 1000));
      this.complianceRequests.set(requestID, csrText);
      return {
        status: 200,
        body: { requestID, dispositionMessage: 'ISSUED', ...this.credentialsFor(certificate), errors: null },
      };
    }

    const certificate = this.authenticated(headers.authorization);
    if (!certificate) return { status: 401, body: {} };

    if (path === '/production/csids') {
      const csrText = this.complianceRequests.get(String(body.compliance_request_id ?? ''));
      if (!csrText)
        return {
          status: 400,
          body: { errors: [message('Invalid-Request-ID', 'Unknown compliance request ID')] },
        };
      const production = this.authority.issue(csrText);
      return {
        status: 200,
        body: {
          requestID: randomUUID(),
          dispositionMessage: 'ISSUED',
          ...this.credentialsFor(production),
          errors: null,
        },
      };
    }

    const clearance = path === '/invoices/clearance/single';
    const compliance = path === '/compliance/invoices';
    if (!clearance && !compliance && path !== '/invoices/reporting/single') return { status: 404, body: {} };

    const xml = typeof body.invoice === 'string' ? Buffer.from(body.invoice, 'base64').toString('utf8') : '';
    const errors: Json[] = [];
    let hash = '';
    try {
      hash = invoiceHash(xml);
    } catch {
      errors.push(message('XSD_SCHEMA_ERROR', 'The document is not a UBL invoice', 'XSD validation'));
    }
    const standard = xml.includes('name="01');
    if (hash && hash !== body.invoiceHash)
      errors.push(message('invalid-invoice-hash', 'The invoice hash does not match the document'));
    if (hash && !xml.includes(`<cbc:UUID>${String(body.uuid)}</cbc:UUID>`))
      errors.push(message('invalid-uuid', 'The UUID does not match the document'));
    const signature = /<ds:SignatureValue>([^<]+)</.exec(xml)?.[1];
    if (
      hash &&
      (!signature ||
        !verify(
          'sha256',
          Buffer.from(hash, 'base64'),
          certificate.publicKey,
          Buffer.from(signature, 'base64'),
        ))
    ) {
      errors.push(message('signature', 'The signature does not verify with the certificate'));
    }
    if (!compliance && clearance !== standard) {
      errors.push(
        message(
          'invoice-type',
          clearance ? 'Only standard invoices are cleared' : 'Only simplified invoices are reported',
        ),
      );
    }
    if (fault === 'reject')
      errors.push(message('BR-KSA-37', 'The seller address building number must be 4 digits'));
    const warnings = xml.includes('<cbc:PlotIdentification>')
      ? []
      : [
          {
            type: 'WARNING',
            code: 'BR-KSA-F-06',
            category: 'KSA',
            message: "The seller's additional number is missing",
            status: 'WARNING',
          },
        ];

    const statusKey = standard ? 'clearanceStatus' : 'reportingStatus';
    if (errors.length) {
      return {
        status: 400,
        body: {
          validationResults: validation(errors, warnings),
          [statusKey]: standard ? 'NOT_CLEARED' : 'NOT_REPORTED',
        },
      };
    }
    return {
      status: warnings.length ? 202 : 200,
      body: {
        validationResults: validation([], warnings),
        [statusKey]: standard ? 'CLEARED' : 'REPORTED',
        ...(standard ? { clearedInvoice: Buffer.from(xml).toString('base64') } : {}),
      },
    };
  }

  /** Serves the simulator on a local port (tests); the demo mounts `answer` in the shop instead. */
  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        let body: Json = {};
        try {
          body = raw ? (JSON.parse(raw) as Json) : {};
        } catch {
          body = {};
        }
        const headers = { otp: header(req, 'otp'), authorization: header(req, 'authorization') };
        void this.answer(req.url ?? '', headers, body).then((answer) => {
          // A timeout is a call left unanswered: the client's own deadline ends it.
          if (answer === 'timeout') return;
          res
            .writeHead(answer.status, { 'content-type': 'application/json' })
            .end(JSON.stringify(answer.body));
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
