/**
 * The processor the figures were taken on, named closely enough to tell machines of one kind
 * apart: "AMD EPYC" alone covers processors of different generations and speeds, so the CPU family
 * and model from /proc/cpuinfo follow the name where Linux gives them.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';

export function processorName() {
  const name = os.cpus()[0]?.model?.trim() || 'unknown processor';
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    const family = /^cpu family\s*:\s*(\d+)/m.exec(info)?.[1];
    const model = /^model\s*:\s*(\d+)/m.exec(info)?.[1];
    if (family && model) return `${name} (family ${family}, model ${model})`;
  } catch {
    // Not Linux: the name alone.
  }
  return name;
}
