import { createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Extension,
  Extensions,
  GeneralName,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';

/**
 * The shop's key pair and the certificate signing request (CSR) ZATCA's onboarding asks for, with
 * the subject fields ZATCA requires; and, for the built-in Fatoora simulator, a certificate
 * authority that answers a CSR with a certificate as ZATCA's does.
 */

/** Which of ZATCA's platforms the shop talks to; the CSR's template name differs by platform. */
export type FatooraEnvironment = 'developer-portal' | 'simulation' | 'production' | 'simulator';

const TEMPLATE_NAMES: Record<FatooraEnvironment, string> = {
  'developer-portal': 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  production: 'ZATCA-Code-Signing',
  simulator: 'TSTZATCA-Code-Signing',
};

const OID = {
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  userId: '0.9.2342.19200300.100.1.1',
  title: '2.5.4.12',
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
  extensionRequest: '1.2.840.113549.1.9.14',
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  subjectAltName: '2.5.29.17',
  ecPublicKey: '1.2.840.10045.2.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

/** What the CSR says of the shop (the fields of ZATCA's CSR configuration). */
export interface CsrSubject {
  /** A name for this signing unit (ZATCA: common name). */
  commonName: string;
  /** The taxpayer's registered name. */
  organization: string;
  /** The branch name (or, in a VAT group, the member's TIN). */
  organizationUnit: string;
  /** Fifteen digits. */
  vatNumber: string;
  /** "1-solution|2-model|3-serial": identifies the e-invoicing solution and this unit. */
  serialNumber: string;
  /** Four flags: standard, simplified, (reserved), (reserved); "1100" for both kinds. */
  invoiceTypes: string;
  /** The branch's address, as the taxpayer registered it. */
  address: string;
  /** The branch's industry or business category. */
  industry: string;
}

export function generateSigningKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey;
}

function name(entries: [oid: string, value: string][]): Name {
  return new Name(
    entries.map(
      ([type, value]) =>
        new RelativeDistinguishedName([
          new AttributeTypeAndValue({
            type,
            value: new AttributeValue(
              type === OID.country ? { printableString: value } : { utf8String: value },
            ),
          }),
        ]),
    ),
  );
}

function spkiOf(key: KeyObject): SubjectPublicKeyInfo {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return AsnConvert.parse(publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo);
}

function signDer(der: ArrayBuffer, key: KeyObject): ArrayBuffer {
  const signature = sign('sha256', Buffer.from(der), key);
  return new Uint8Array(signature).buffer;
}

function pem(label: string, der: ArrayBuffer): string {
  const base64 = Buffer.from(der).toString('base64');
  return `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END ${label}-----\n`;
}

/** The CSR ZATCA's compliance endpoint takes, PEM. */
export function certificateSigningRequest(
  key: KeyObject,
  subject: CsrSubject,
  environment: FatooraEnvironment,
): string {
  const templateName = AsnConvert.serialize(
    new AttributeValue({ printableString: TEMPLATE_NAMES[environment] }),
  );
  const alternativeName = new SubjectAlternativeName([
    new GeneralName({
      directoryName: name([
        [OID.surname, subject.serialNumber],
        [OID.userId, subject.vatNumber],
        [OID.title, subject.invoiceTypes],
        [OID.registeredAddress, subject.address],
        [OID.businessCategory, subject.industry],
      ]),
    }),
  ]);
  const extensions = new Extensions([
    new Extension({
      extnID: OID.certificateTemplateName,
      critical: false,
      extnValue: new OctetString(templateName),
    }),
    new Extension({
      extnID: OID.subjectAltName,
      critical: false,
      extnValue: new OctetString(AsnConvert.serialize(alternativeName)),
    }),
  ]);
  const info = new CertificationRequestInfo({
    subject: name([
      [OID.country, 'SA'],
      [OID.organizationalUnit, subject.organizationUnit],
      [OID.organization, subject.organization],
      [OID.commonName, subject.commonName],
    ]),
    subjectPKInfo: spkiOf(key),
  });
  info.attributes.push(
    new Attribute({ type: OID.extensionRequest, values: [AsnConvert.serialize(extensions)] }),
  );
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 }),
    signature: signDer(AsnConvert.serialize(info), key),
  });
  return pem('CERTIFICATE REQUEST', AsnConvert.serialize(request));
}

/** What a CSR asks for, read back (the simulator checks it; tests read it). */
export interface CsrFacts {
  subject: Record<string, string>;
  alternativeName: Record<string, string>;
  templateName: string;
  publicKey: KeyObject;
  /** The request's signature verifies with its own public key. */
  signedByItsKey: boolean;
}

const NAMES_BY_OID: Record<string, string> = Object.fromEntries(
  Object.entries(OID).map(([key, oid]) => [oid, key]),
);

function readName(value: Name): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rdn of value)
    for (const entry of rdn) out[NAMES_BY_OID[entry.type] ?? entry.type] = entry.value.toString();
  return out;
}

export function readCertificateSigningRequest(csrPem: string): CsrFacts {
  const der = Buffer.from(csrPem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
  const request = AsnConvert.parse(der, CertificationRequest);
  const info = request.certificationRequestInfo;
  const publicKey = createPublicKey({
    key: Buffer.from(AsnConvert.serialize(info.subjectPKInfo)),
    format: 'der',
    type: 'spki',
  });
  const extensionsValue = info.attributes.find((attribute) => attribute.type === OID.extensionRequest)
    ?.values[0];
  const extensions = extensionsValue ? AsnConvert.parse(extensionsValue, Extensions) : new Extensions();
  let templateName = '';
  let alternativeName: Record<string, string> = {};
  for (const extension of extensions) {
    if (extension.extnID === OID.certificateTemplateName) {
      templateName = AsnConvert.parse(extension.extnValue.buffer, AttributeValue).toString();
    }
    if (extension.extnID === OID.subjectAltName) {
      const directory = AsnConvert.parse(extension.extnValue.buffer, SubjectAlternativeName)[0]
        ?.directoryName;
      if (directory) alternativeName = readName(directory);
    }
  }
  const raw = request.certificationRequestInfoRaw ?? AsnConvert.serialize(info);
  let signedByItsKey = false;
  try {
    signedByItsKey = verify('sha256', Buffer.from(raw), publicKey, Buffer.from(request.signature));
  } catch {
    signedByItsKey = false;
  }
  return { subject: readName(info.subject), alternativeName, templateName, publicKey, signedByItsKey };
}

/** A certificate authority for the built-in simulator: issues a certificate for a CSR. */
export interface TestCertificateAuthority {
  key: KeyObject;
  name: string;
  issue(csrPem: string, days?: number): string;
}

export function testCertificateAuthority(
  commonName = 'Fatoora Simulator CA',
  key: KeyObject = generateSigningKey(),
): TestCertificateAuthority {
  return {
    key,
    name: commonName,
    issue(csrPem, days = 365) {
      const request = AsnConvert.parse(
        Buffer.from(csrPem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64'),
        CertificationRequest,
      );
      const now = new Date();
      const tbs = new TBSCertificate({
        version: Version.v3,
        serialNumber: new Uint8Array([0x11, ...randomBytes(15)]).buffer,
        signature: new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 }),
        issuer: name([[OID.commonName, commonName]]),
        validity: new Validity({ notBefore: now, notAfter: new Date(now.getTime() + days * 86_400_000) }),
        subject: request.certificationRequestInfo.subject,
        subjectPublicKeyInfo: request.certificationRequestInfo.subjectPKInfo,
      });
      const certificate = new Certificate({
        tbsCertificate: tbs,
        signatureAlgorithm: new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 }),
        signatureValue: signDer(AsnConvert.serialize(tbs), key),
      });
      return Buffer.from(AsnConvert.serialize(certificate)).toString('base64');
    },
  };
}
