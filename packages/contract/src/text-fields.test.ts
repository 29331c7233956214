/**
 * Every string a client can send in a request body goes through the domain's text rule
 * (docs/decisions.md, Text rule), read from the contract's routes: a field added later with a
 * bare z.string() fails here until it uses one of the domain's text builders, or joins the short
 * list below of fields that are kept as typed, each with its reason.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { textRuleOf, type TextRuleKind } from '@shop/domain';
import { adminRoutes } from './admin';
import { adminResources } from './admin-resources';
import { apiRoutes, operationsRoutes, paymentRoutes, type RouteContract } from './routes';

/** Fields kept exactly as typed, by the field's name. */
const KEPT_AS_TYPED: Record<string, string> = {
  password: 'hashed and compared as typed, never stored or shown',
  old_password: 'hashed and compared as typed, never stored or shown',
  password_confirmation: 'compared with the password, never stored',
  new_password: 'hashed and compared as typed, never stored or shown',
  confirmPassword: 'compared with the password, never stored',
  // The sandbox's test card form: checked against test card numbers, never stored.
  number: 'a test card number, digits only by its pattern, never stored',
  expiry: 'MM/YY by its pattern, never stored',
  cvc: 'digits by its pattern, never stored',
  name: 'the sandbox card holder, never stored',
  requested_delivery_date: 'a calendar day: YYYY-MM-DD by its pattern, and a day that exists',
  wanted_by: 'a calendar day: YYYY-MM-DD by its pattern, and a day that exists',
  valid_until: 'a calendar day: YYYY-MM-DD by its pattern, and a day that exists',
};

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * What a schema makes of text a client sends: passes it through the rule, keeps it bare, takes
 * none of its own, or answers something that is not text at all (a number, a flag, a choice).
 */
type Reach = 'rule' | 'bare' | 'none' | 'nontext';

interface Found {
  /** Paths of strings kept without the text rule. */
  bare: string[];
  /** Paths of strings under the text rule, with its kind. */
  rules: Map<string, TextRuleKind>;
}

/**
 * Walks `schema` at `path`, noting in `out` the paths of strings that do not pass through a text
 * rule. A pipe whose one end is a text rule covers its value: what leaves the pipe went through it.
 */
function walk(schema: z.ZodType, path: string, out: Found): Reach {
  const rule = textRuleOf(schema);
  if (rule) {
    out.rules.set(path, rule);
    return 'rule';
  }
  const def = defOf(schema);
  const all = (reaches: Reach[]): Reach =>
    reaches.includes('bare')
      ? 'bare'
      : reaches.includes('rule')
        ? 'rule'
        : reaches.every((r) => r === 'nontext')
          ? 'nontext'
          : 'none';
  switch (def.type) {
    case 'string':
      out.bare.push(path);
      return 'bare';
    case 'object':
      for (const [name, field] of Object.entries(def.shape ?? {}))
        walk(field, path ? `${path}.${name}` : name, out);
      return 'none';
    case 'array':
      return walk(def.element!, `${path}[]`, out);
    case 'pipe': {
      // What leaves a pipe went through both ends: a text rule at either end covers the value,
      // and an end that answers a number (or a flag, a choice) leaves no text to store.
      const inner: Found = { bare: [], rules: new Map() };
      const reaches = [walk(def.in!, path, inner), walk(def.out!, path, inner)];
      const settled = reaches.includes('rule') ? 'rule' : reaches[1] === 'nontext' ? 'nontext' : undefined;
      out.bare.push(...inner.bare.filter((p) => !(settled && p === path)));
      for (const [p, r] of inner.rules) out.rules.set(p, r);
      return settled ?? all(reaches);
    }
    case 'union':
      return all((def.options ?? []).map((option) => walk(option, path, out)));
    case 'intersection':
      return all([walk(def.left!, path, out), walk(def.right!, path, out)]);
    case 'record':
      return walk(def.valueType!, `${path}.*`, out);
    case 'tuple':
      return all((def.items ?? []).map((item, i) => walk(item, `${path}[${i}]`, out)));
    case 'lazy':
      return walk(def.getter!(), path, out);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType!, path, out);
    case 'number':
    case 'int':
    case 'bigint':
    case 'boolean':
    case 'date':
    case 'enum':
    case 'literal':
    case 'null':
    case 'undefined':
      return 'nontext';
    default:
      // A transform, an unknown or anything else: nothing the client wrote, by itself.
      return 'none';
  }
}

const bodies: [string, z.ZodType][] = [
  ...[apiRoutes, operationsRoutes, paymentRoutes, adminRoutes].flatMap((routes) =>
    Object.entries(routes as Record<string, RouteContract>)
      .filter(([, route]) => route.body)
      .map(([name, route]): [string, z.ZodType] => [name, route.body!]),
  ),
  ...Object.entries(adminResources).flatMap(([name, resource]) =>
    (['create', 'update'] as const).flatMap((change): [string, z.ZodType][] => {
      const route = (resource as Record<string, RouteContract | undefined>)[change];
      return route?.body ? [[`${name}.${change}`, route.body]] : [];
    }),
  ),
];

describe('request bodies', () => {
  const found = bodies.map(([name, body]) => {
    const out: Found = { bare: [], rules: new Map() };
    walk(body, '', out);
    return { name, ...out };
  });

  it('are all read', () => {
    expect(bodies.length).toBeGreaterThan(30);
  });

  it.each(found)(
    '$name: every string goes through the text rule or is kept as typed for a reason',
    ({ bare }) => {
      const unexplained = bare.filter((path) => !Object.hasOwn(KEPT_AS_TYPED, path.split('.').at(-1)!));
      expect(unexplained).toEqual([]);
    },
  );

  it('keep line breaks only where a text has several lines, and HTML only in rich text', () => {
    const kinds = Object.fromEntries(
      found.flatMap(({ name, rules }) => [...rules].map(([path, kind]) => [`${name}.${path}`, kind])),
    );
    const multiline = Object.keys(kinds)
      .filter((k) => kinds[k] === 'multiline')
      .sort();
    const html = Object.keys(kinds)
      .filter((k) => kinds[k] === 'html')
      .sort();
    expect(multiline).toEqual(
      [
        'contact.message',
        'orderArtwork.note',
        'rate.comment',
        'staffOrderCreate.note',
        'staffOrderPreview.note',
        'orderCreate.note',
        'quoteCreate.note',
        'quoteAccept.note',
        'quoteChanges.message',
        'quoteUpdate.staff_note',
        'addressCreate.note',
        'addressUpdate.note',
        'settingsUpdate.about_ar',
        'settingsUpdate.about_en',
        'categories.create.desc_ar',
        'categories.create.desc_en',
        'categories.update.desc_ar',
        'categories.update.desc_en',
      ].sort(),
    );
    for (const field of html) expect(field).toMatch(/\.(description|content)_(ar|en)$/);
    expect(html.length).toBeGreaterThanOrEqual(10);
  });
});
