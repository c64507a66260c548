// Hostile requests derived from the OpenAPI document (test/api-fuzz.test.ts): every operation,
// every parameter, body property and multipart part, so a route added later is covered without
// editing the test.
import { randomUUID } from 'node:crypto';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  example?: unknown;
  contentMediaType?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

export interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

/** One request: headers and a raw body (the test sends bytes exactly as built). */
export interface FuzzCase {
  operation: string;
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Which token to send: the admin's, none, or a correctly signed but hostile one. */
  token: 'admin' | 'none' | 'subNotUuid' | 'subNul' | 'century';
}

export const NUL = 'fuzz\u0000name';
export const LONE_SURROGATE = 'fuzz\ud800name';
const HUGE = 'x'.repeat(200_000);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Hostile values for a parameter or property of any type (strings as they travel in a URL or JSON). */
const HOSTILE_VALUES: [string, unknown][] = [
  ['NUL string', NUL],
  ['unpaired surrogate', LONE_SURROGATE],
  ['huge string', HUGE],
  ['empty string', ''],
  ['1e20', '1e20'],
  ['20-digit number', '99999999999999999999'],
  ['Infinity', 'Infinity'],
  ['-Infinity', '-Infinity'],
  ['NaN', 'NaN'],
  ['negative', -1],
  ['int32 overflow', 2147483648],
  ['int32 underflow', -2147483649],
  ['1e308', 1e308],
  ['fraction', 1.5],
  ['boolean', true],
  ['null', null],
  ['object', { nested: NUL }],
  ['array', [NUL, 1]],
];

/** A value the schema accepts, as a JSON value. */
export function validValue(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'fuzz';
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum.find((item) => item !== null);
  if (schema.anyOf?.[0] && !schema.type) return validValue(schema.anyOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of [...(schema.required ?? []), ...(schema.anyOf?.[0]?.required ?? [])]) value[key] = validValue(schema.properties?.[key], key);
      return value;
    }
    default:
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email' || /e-?mail/i.test(name)) return 'fuzz@example.test';
      return 'Fuzz value'.slice(0, Math.max(schema.maxLength ?? 10, schema.minLength ?? 1));
  }
}

const asQueryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** encodeURIComponent, writing an unpaired surrogate as the bytes a careless encoder would send. */
function encode(text: string): string {
  return text.replace(/[\ud800-\udfff]/g, '\u0001').split('\u0001').map(encodeURIComponent).join('%ED%A0%80');
}

function encodeQuery(query: Record<string, unknown>): string {
  const pairs = Object.entries(query).map(([key, value]) => `${encode(key)}=${encode(asQueryText(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A multipart body built by hand, so boundaries and endings can be broken on purpose. */
export function multipart(parts: Part[], boundary = 'fuzzBoundary7'): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : part.fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function validPart(name: string, schema: JsonSchema): Part {
  if (schema.format === 'binary') return { name, value: PNG, fileName: `${name}.png`, type: 'image/png' };
  return { name, value: String(validValue(schema, name)) };
}

export interface Context {
  /** A real value for a path parameter (an id of the sample data), by its name. */
  pathValue(name: string): string;
}

/** Every hostile request for one operation. */
export function casesFor(operation: Operation, context: Context): FuzzCase[] {
  const label = `${operation.method.toUpperCase()} ${operation.path}`;
  const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const basePath: Record<string, string> = Object.fromEntries(pathParams.map((parameter) => [parameter.name, context.pathValue(parameter.name)]));
  const baseQuery: Record<string, unknown> = Object.fromEntries(
    queryParams.filter((parameter) => parameter.required).map((parameter) => [parameter.name, validValue(parameter.schema, parameter.name)]),
  );
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const partsSchema = operation.requestBody?.content['multipart/form-data']?.schema;
  const baseJson = jsonSchema ? validValue(jsonSchema) : undefined;
  const baseParts: Part[] = partsSchema
    ? (partsSchema.required ?? []).map((name) => validPart(name, partsSchema.properties?.[name] ?? {}))
    : [];
  const hasBody = operation.method !== 'get' && operation.method !== 'delete';
  const secured = (operation.security ?? []).length > 0;

  const cases: FuzzCase[] = [];
  const add = (
    mutation: string,
    change: { path?: Record<string, string>; query?: Record<string, unknown>; rawQuery?: string; json?: unknown; rawBody?: Buffer; contentType?: string; token?: FuzzCase['token'] } = {},
  ) => {
    const path = { ...basePath, ...change.path };
    const url = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => path[name] ?? 'missing') + (change.rawQuery ?? encodeQuery(change.query ?? baseQuery));
    const headers: Record<string, string> = {};
    let body: Buffer | undefined;
    if (change.rawBody !== undefined) {
      body = change.rawBody;
      headers['content-type'] = change.contentType ?? 'multipart/form-data; boundary=fuzzBoundary7';
    } else if (hasBody && (change.json !== undefined || baseJson !== undefined)) {
      body = Buffer.from(JSON.stringify(change.json !== undefined ? change.json : baseJson));
      headers['content-type'] = 'application/json';
    } else if (hasBody && partsSchema) {
      body = multipart(baseParts);
      headers['content-type'] = 'multipart/form-data; boundary=fuzzBoundary7';
    }
    cases.push({ operation: label, mutation, method: operation.method.toUpperCase(), url, headers, body, token: change.token ?? 'admin' });
  };

  add('as documented');
  for (const parameter of pathParams) {
    for (const [name, value] of [
      ['NUL', '%00'],
      ['unpaired surrogate (UTF-8 of U+D800)', '%ED%A0%80'],
      ['not a UUID', 'not-a-uuid'],
      ['huge', 'a'.repeat(5000)],
      ['dot segments', '..%2F..%2Fetc'],
      ['NUL in the last segment', `${basePath[parameter.name]}%00`],
      ['x/NUL', 'avatars/x/%00'],
    ] as const) {
      add(`path ${parameter.name}: ${name}`, { path: { [parameter.name]: value } });
    }
  }
  for (const parameter of queryParams) {
    const rest = { ...baseQuery };
    delete rest[parameter.name];
    if (parameter.required) add(`query ${parameter.name}: missing`, { query: rest });
    for (const [name, value] of HOSTILE_VALUES) add(`query ${parameter.name}: ${name}`, { query: { ...baseQuery, [parameter.name]: value } });
    add(`query ${parameter.name}: given twice`, { rawQuery: `${encodeQuery(baseQuery)}&${parameter.name}=1&${parameter.name}=2` });
  }
  add('query: unknown parameter with NUL', { query: { ...baseQuery, fuzzExtra: NUL } });
  add('query: password in an odd spelling', { rawQuery: '?email=fuzz%40example.test&password=fuzz-secret&PASSWORD=x' });

  if (hasBody) {
    if (jsonSchema) {
      const base = (baseJson ?? {}) as Record<string, unknown>;
      for (const [property, schema] of Object.entries(jsonSchema.properties ?? {})) {
        const rest = { ...base };
        delete rest[property];
        add(`body ${property}: missing`, { json: rest });
        for (const [name, value] of HOSTILE_VALUES) add(`body ${property}: ${name}`, { json: { ...base, [property]: value } });
        void schema;
      }
      add('body: extra field', { json: { ...base, fuzzExtra: NUL } });
      add('body: NUL key', { json: { ...base, [NUL]: 1 } });
    }
    for (const [name, json] of [
      ['array', [1, 2]],
      ['string', 'fuzz'],
      ['number', 2147483648],
      ['null', null],
    ] as const) {
      add(`body: a JSON ${name}`, { rawBody: Buffer.from(JSON.stringify(json)), contentType: 'application/json' });
    }
    add('body: invalid JSON', { rawBody: Buffer.from('{"name":'), contentType: 'application/json' });
    add('body: JSON with an escaped NUL', { rawBody: Buffer.from('{"name":"a\\u0000b","account_name":"a\\u0000b"}'), contentType: 'application/json' });
    add('body: JSON with an escaped lone surrogate', { rawBody: Buffer.from('{"name":"a\\ud800b","account_name":"a\\udc00"}'), contentType: 'application/json' });
    add('body: huge JSON', { rawBody: Buffer.from(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })), contentType: 'application/json' });
    add('body: unknown content type', { rawBody: Buffer.from('fuzz'), contentType: 'application/x-fuzz' });

    // Broken multipart bodies, on every route that takes a body.
    const good = multipart(baseParts.length > 0 ? baseParts : [{ name: 'fuzz', value: 'x' }]);
    add('multipart: no boundary', { rawBody: good, contentType: 'multipart/form-data' });
    add('multipart: wrong boundary', { rawBody: good, contentType: 'multipart/form-data; boundary=notTheOne' });
    add('multipart: empty boundary', { rawBody: good, contentType: 'multipart/form-data; boundary=' });
    add('multipart: truncated', { rawBody: good.subarray(0, Math.floor(good.length / 2)) });
    add('multipart: garbage', { rawBody: Buffer.from('\u0000\u0001garbage\r\n\r\n--') });
    add('multipart: empty', { rawBody: Buffer.alloc(0) });
    add('multipart: many parts', { rawBody: multipart(Array.from({ length: 200 }, (_, index) => ({ name: `p${index}`, value: 'x' }))) });
    add('multipart: unexpected file part', { rawBody: multipart([...baseParts, { name: 'fuzzFile', value: Buffer.alloc(1024), fileName: 'f.bin' }]) });
    add('multipart: huge text part', { rawBody: multipart([...baseParts.filter((part) => part.fileName !== undefined), ...baseParts.filter((part) => part.fileName === undefined).map((part) => ({ ...part, value: 'x'.repeat(3 * 1024 * 1024) })), { name: 'Content', value: 'x'.repeat(3 * 1024 * 1024) }]) });

    if (partsSchema) {
      for (const [property, schema] of Object.entries(partsSchema.properties ?? {})) {
        const others = baseParts.filter((part) => part.name !== property);
        const valid = validPart(property, schema);
        add(`part ${property}: missing`, { rawBody: multipart(others) });
        add(`part ${property}: sent twice`, { rawBody: multipart([...others, valid, valid]) });
        add(`part ${property}: NUL`, { rawBody: multipart([...others, { name: property, value: NUL }]) });
        add(`part ${property}: unpaired surrogate`, { rawBody: multipart([...others, { name: property, value: LONE_SURROGATE }]) });
        add(`part ${property}: escaped NUL in JSON`, { rawBody: multipart([...others, { name: property, value: '{"name":"a\\u0000b","value":"\\ud800"}' }]) });
        add(`part ${property}: huge`, { rawBody: multipart([...others, { name: property, value: Buffer.alloc(12 * 1024 * 1024, 0x41), fileName: 'huge.bin' }]) });
        add(`part ${property}: not JSON`, { rawBody: multipart([...others, { name: property, value: '{"name":' }]) });
        add(`part ${property}: JSON sent as an application/json file`, {
          rawBody: multipart([...others, { name: property, value: String(validValue(schema, property)), fileName: 'blob', type: 'application/json' }]),
        });
        add(`part ${property}: number overflow`, { rawBody: multipart([...others, { name: property, value: '{"name":"Fuzz","localizations":["en"],"submissionLimit":2147483648}' }]) });
        add(`part ${property}: file name with NUL`, { rawBody: multipart([...others, { name: property, value: PNG, fileName: 'a\u0000b.png', type: 'image/png' }]) });
      }
    }
  }

  if (secured) {
    add('token: sub is not a UUID', { token: 'subNotUuid' });
    add('token: sub holds a NUL', { token: 'subNul' });
    add('token: a hundred years long', { token: 'century' });
    add('token: none', { token: 'none' });
  }
  return cases;
}

/** The forms the money cases attack (api-fuzz.test.ts stores them): one priced form and one saved before the bounds. */
export interface MoneyForms {
  organizationId: string;
  /** Products without max, a disabled option, a read-only priced choice, a section of 1 to 2 copies. */
  pricedFormId: string;
  /** Holds a price of 10^15 cents, as a form saved before the bounds could. */
  legacyFormId: string;
  /** A paid form the designer may save, with its current version and payment account. */
  savable: { formId: string; version: number; accountId: string };
}

/** The content of `MoneyForms.pricedFormId`. */
export const MONEY_FORM_CONTENT = {
  steps: [
    {
      id: 's1',
      name: [],
      sections: [
        {
          id: 'sec',
          name: [],
          multiple: false,
          visible: true,
          fields: [
            { id: 'gear', type: 'Products', text: [], products: [{ value: 'goggles', text: [], price: 5000 }, { value: 'boat', text: [], price: 99_999_999 }] },
            { id: 'weeks', type: 'PaymentOptionList', text: [], multiSelection: true, options: [{ value: 'open', text: [], price: 1000 }, { value: 'closed', text: [], price: 1, disabled: true }] },
            { id: 'season', type: 'PaymentChoiceList', text: [], enabled: false, defaultValue: 'full', choices: [{ value: 'full', text: [], price: 30000 }, { value: 'trial', text: [], price: 1 }] },
          ],
        },
        { id: 'kids', name: [], multiple: true, visible: true, multipleValidations: { min: 1, max: 2 }, fields: [{ id: 'kid', type: 'Text', text: [] }] },
      ],
    },
  ],
  rules: [],
};

const HOSTILE_QUANTITIES: [string, unknown][] = [
  ['429,497 of a product without max', 429_497],
  ['int32 overflow', 2_147_483_648],
  ['1e20', 1e20],
  ['1e308', 1e308],
  ['negative', -1],
  ['fraction', 1.5],
  ['a string "2"', '2'],
  ['null', null],
  ['an object', { quantity: 2 }],
];

/**
 * Issue 18 §3: amounts beyond their bounds sent to the public submission and the designer's save.
 * Each must be refused with a 4xx (never a 5xx from an integer column) and change no row.
 */
export function moneyBoundCases(forms: MoneyForms): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const content = (answers: Record<string, unknown>) => JSON.stringify(Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) })));
  const submission = (mutation: string, formId: string, answers: Record<string, unknown>) =>
    cases.push({
      operation: 'POST /organizations/{organizationId}/forms/{formId}',
      mutation,
      method: 'POST',
      url: `/organizations/${forms.organizationId}/forms/${formId}`,
      headers: { 'content-type': 'multipart/form-data; boundary=fuzzBoundary7' },
      body: multipart([
        { name: 'Content', value: content(answers) },
        { name: 'CustomerEmail', value: 'fuzz@example.test' },
        { name: 'cardHolderName', value: 'Fuzz' },
        { name: 'PaymentMethod', value: 'credit_card' },
      ]),
      token: 'none',
    });
  for (const [name, quantity] of HOSTILE_QUANTITIES) submission(`quantity: ${name}`, forms.pricedFormId, { gear: [{ id: 'goggles', quantity }] });
  submission('total: 2 × 99,999,999 cents', forms.pricedFormId, { gear: [{ id: 'boat', quantity: 2 }] });
  submission('total: the bound and one option more', forms.pricedFormId, { gear: [{ id: 'boat', quantity: 1 }], weeks: ['open'] });
  submission('a disabled option', forms.pricedFormId, { weeks: ['closed'] });
  submission('a read-only priced choice overridden', forms.pricedFormId, { season: 'trial' });
  submission('copies: none below min 1', forms.pricedFormId, { kids: [] });
  submission('copies: 3 above max 2', forms.pricedFormId, { kids: [{ kid: 'a' }, { kid: 'b' }, { kid: 'c' }] });
  submission('copies: 10,000 rows', forms.pricedFormId, { kids: Array.from({ length: 10_000 }, () => ({ kid: 'a' })) });
  submission('a price of 10^15 saved before the bounds', forms.legacyFormId, { weeks: ['camp'] });

  const save = (mutation: string, form: Record<string, unknown>) =>
    cases.push({
      operation: 'PUT /api/organizations/{orgId}/forms/{formId}',
      mutation,
      method: 'PUT',
      url: `/api/organizations/${forms.organizationId}/forms/${forms.savable.formId}`,
      headers: { 'content-type': 'multipart/form-data; boundary=fuzzBoundary7' },
      body: multipart([{ name: 'form', value: JSON.stringify({ version: forms.savable.version, name: 'Fuzz bounds', localizations: ['en'], content: JSON.stringify(MONEY_FORM_CONTENT), discountCodes: [], paymentEnabled: true, paymentAccount: forms.savable.accountId, ...form }) }]),
      token: 'admin',
    });
  const withGear = (product: Record<string, unknown>) => {
    const copy = structuredClone(MONEY_FORM_CONTENT) as { steps: { sections: { fields: Record<string, unknown>[] }[] }[] };
    const gear = copy.steps[0]?.sections[0]?.fields[0];
    if (gear) gear.products = [{ value: 'goggles', text: [], price: 5000, ...product }];
    return JSON.stringify(copy);
  };
  for (const [name, price] of [
    ['10^15', 10 ** 15],
    ['1e308', 1e308],
    ['int32 overflow', 2_147_483_648],
    ['the bound + 1', 100_000_000],
  ] as const) {
    save(`price: ${name}`, { content: withGear({ price }) });
    save(`fixed amount: ${name}`, { fixedAmount: price });
    save(`code amount: ${name}`, { discountCodes: [{ code: 'FUZZ', type: 'amount', value: price, quantity: 1, expirationDate: null }] });
    save(`mode discount: ${name}`, { paymentModes: { modes: [{ id: 'full', mode: 'single', discount: { type: 'amount', value: price } }], applyTo: [] } });
  }
  save('product max: 429,497', { content: withGear({ max: 429_497 }) });
  save('product min: 1e20', { content: withGear({ min: 1e20 }) });
  return cases;
}
