/**
 * ZATCA's e-invoicing API (Fatoora), as its developer portal documents it: onboarding (compliance
 * CSID with the portal's one-time code, compliance checks, production CSID), reporting simplified
 * documents and clearing standard ones. Answers are sorted into what the caller does next:
 * accepted (maybe with warnings), rejected (fix and act), or unavailable (try again later).
 */
import type { FatooraAnswer, FatooraSimulator } from './simulator.js';

export interface FatooraCredentials {
  /** As ZATCA answers it: base64 of the certificate's base64 text. */
  binarySecurityToken: string;
  secret: string;
}

/** One message of ZATCA's validation results. */
export interface FatooraMessage {
  code: string;
  message: string;
}

export type FatooraOutcome =
  | { kind: 'accepted'; warnings: FatooraMessage[]; clearedXml?: string }
  | { kind: 'rejected'; errors: FatooraMessage[]; warnings: FatooraMessage[] }
  | { kind: 'unavailable'; reason: string };

export type FatooraCsidOutcome =
  | { kind: 'issued'; requestId: string; credentials: FatooraCredentials }
  | { kind: 'rejected'; errors: FatooraMessage[] }
  | { kind: 'unavailable'; reason: string };

/** A document as the reporting, clearance and compliance calls take it. */
export interface FatooraSubmission {
  hash: string;
  uuid: string;
  xml: string;
}

type Transport = (path: string, headers: Record<string, string>, body: unknown) => Promise<FatooraAnswer>;

export interface FatooraClient {
  complianceCsid(otp: string, csrPem: string): Promise<FatooraCsidOutcome>;
  complianceCheck(credentials: FatooraCredentials, submission: FatooraSubmission): Promise<FatooraOutcome>;
  productionCsid(credentials: FatooraCredentials, complianceRequestId: string): Promise<FatooraCsidOutcome>;
  report(credentials: FatooraCredentials, submission: FatooraSubmission): Promise<FatooraOutcome>;
  clear(credentials: FatooraCredentials, submission: FatooraSubmission): Promise<FatooraOutcome>;
}

/** Over HTTP to a Fatoora base URL (ZATCA's, or a local simulator's). */
export function httpTransport(baseUrl: string, timeoutMs: number): Transport {
  return async (path, headers, body) => {
    const response = await fetch(baseUrl.replace(/\/$/, '') + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': 'en',
        'accept-version': 'V2',
        ...headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { message: text.slice(0, 500) };
    }
    return { status: response.status, body: parsed };
  };
}

/** In process, to the shop's built-in simulator (the demo): the same answers without a socket. */
export function simulatorTransport(simulator: FatooraSimulator, timeoutMs: number): Transport {
  return async (path, headers, body) => {
    const answer = await simulator.answer(path, headers, body as Record<string, unknown>);
    if (answer === 'timeout') {
      await new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
      throw new DOMException('The simulated Fatoora call timed out', 'TimeoutError');
    }
    return answer;
  };
}

function basic(credentials: FatooraCredentials): Record<string, string> {
  return {
    authorization: `Basic ${Buffer.from(`${credentials.binarySecurityToken}:${credentials.secret}`).toString('base64')}`,
  };
}

function messages(value: unknown): FatooraMessage[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    return { code: String(record.code ?? ''), message: String(record.message ?? '') };
  });
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.name === 'TimeoutError' ? 'timeout' : error.message;
  return String(error);
}

function outcomeOf(answer: FatooraAnswer): FatooraOutcome {
  const results = (answer.body.validationResults ?? {}) as Record<string, unknown>;
  const warnings = messages(results.warningMessages);
  if (answer.status === 200 || answer.status === 202) {
    const cleared = answer.body.clearedInvoice;
    return {
      kind: 'accepted',
      warnings,
      clearedXml: typeof cleared === 'string' ? Buffer.from(cleared, 'base64').toString('utf8') : undefined,
    };
  }
  if (answer.status === 400) {
    const errors = messages(results.errorMessages ?? answer.body.errors);
    return {
      kind: 'rejected',
      errors: errors.length ? errors : [{ code: '400', message: 'Refused' }],
      warnings,
    };
  }
  // 401 means our credentials are wrong: staff must act, so it is a rejection, not a retry.
  if (answer.status === 401)
    return {
      kind: 'rejected',
      errors: [{ code: '401', message: 'Unauthorized: the CSID was refused' }],
      warnings,
    };
  return { kind: 'unavailable', reason: `HTTP ${answer.status}` };
}

function csidOutcomeOf(answer: FatooraAnswer): FatooraCsidOutcome {
  const { binarySecurityToken, secret, requestID } = answer.body;
  if (answer.status === 200 && typeof binarySecurityToken === 'string' && typeof secret === 'string') {
    return {
      kind: 'issued',
      requestId: String(requestID ?? ''),
      credentials: { binarySecurityToken, secret },
    };
  }
  if (answer.status >= 400 && answer.status < 500) {
    const errors = messages(
      answer.body.errors ??
        (answer.body.validationResults as Record<string, unknown> | undefined)?.errorMessages,
    );
    return {
      kind: 'rejected',
      errors: errors.length ? errors : [{ code: String(answer.status), message: 'Refused' }],
    };
  }
  return { kind: 'unavailable', reason: `HTTP ${answer.status}` };
}

export function fatooraClient(transport: Transport): FatooraClient {
  const submit = async (path: string, headers: Record<string, string>, submission: FatooraSubmission) => {
    try {
      return outcomeOf(
        await transport(path, headers, {
          invoiceHash: submission.hash,
          uuid: submission.uuid,
          invoice: Buffer.from(submission.xml, 'utf8').toString('base64'),
        }),
      );
    } catch (error) {
      return { kind: 'unavailable', reason: reasonOf(error) } satisfies FatooraOutcome;
    }
  };
  const csid = async (path: string, headers: Record<string, string>, body: unknown) => {
    try {
      return csidOutcomeOf(await transport(path, headers, body));
    } catch (error) {
      return { kind: 'unavailable', reason: reasonOf(error) } satisfies FatooraCsidOutcome;
    }
  };
  return {
    complianceCsid: (otp, csrPem) =>
      csid('/compliance', { otp }, { csr: Buffer.from(csrPem, 'utf8').toString('base64') }),
    complianceCheck: (credentials, submission) =>
      submit('/compliance/invoices', basic(credentials), submission),
    productionCsid: (credentials, requestId) =>
      csid('/production/csids', basic(credentials), { compliance_request_id: requestId }),
    report: (credentials, submission) =>
      submit('/invoices/reporting/single', { ...basic(credentials), 'clearance-status': '0' }, submission),
    clear: (credentials, submission) =>
      submit('/invoices/clearance/single', { ...basic(credentials), 'clearance-status': '1' }, submission),
  };
}

/** The certificate (base64 DER) inside ZATCA's binary security token. */
export function certificateOfToken(binarySecurityToken: string): string {
  return Buffer.from(binarySecurityToken, 'base64').toString('utf8');
}
