#!/usr/bin/env node
/**
 * The e-invoice's printed copy (PDF/A-3 with the XML inside), made from a signed document:
 * `npm run bench:invoice-pdf [-- --samples 20]`
 * (`node --import tsx bench/invoice-pdf.mjs …`: it calls the API's TypeScript service directly).
 *
 * Signs the tests' standard invoice (2 lines) and one of 90 lines (three A4 pages), makes one copy
 * of each to warm up (fonts unpacked, modules loaded), then `samples` copies of each in Arabic and
 * English, and prints p50 and p95 per kind with the one-minute load average. No budget: the figure
 * depends on the machine and how busy it is (docs/performance.md records runs). It exits 1 only
 * when a copy is not a PDF.
 */
import os from 'node:os';
import { processorName } from './lib/machine.mjs';
import { signEInvoice } from '@shop/domain/einvoice';
import { sdkTestCredentials, testDocument } from '@shop/domain/einvoice/testing';
import { eInvoicePdf } from '../apps/api/src/services/einvoicing/pdf.js';

const samplesArg = process.argv.indexOf('--samples');
const samples = samplesArg > 0 ? Number(process.argv[samplesArg + 1]) : 20;

const short = testDocument('invoice', 'standard');
const long = {
  ...short,
  lines: Array.from({ length: 90 }, (_, i) => ({
    name: `قميص مدرسي أبيض مقاس ${i + 1} | White school shirt, size ${i + 1}`,
    quantity: 10 + i,
    unitHalalas: 3_333 + i,
  })),
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

console.log(
  `processor: ${processorName()} × ${os.cpus().length}; load at start ${os.loadavg()[0].toFixed(2)}`,
);
for (const [kind, document] of [
  ['2 lines', short],
  ['90 lines', long],
]) {
  const { xml } = signEInvoice(document, sdkTestCredentials);
  await eInvoicePdf(xml, 'ar');
  const times = [];
  let bytes = 0;
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const pdf = await eInvoicePdf(xml, i % 2 === 0 ? 'ar' : 'en');
    times.push(performance.now() - started);
    bytes = pdf.length;
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
      console.error(`${kind}: not a PDF`);
      process.exit(1);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(9)} p50 ${percentile(times, 50).toFixed(0)} ms  p95 ${percentile(times, 95).toFixed(0)} ms  (${samples} copies, ${Math.round(bytes / 1024)} KB)`,
  );
}
console.log(`load at end ${os.loadavg()[0].toFixed(2)}`);
