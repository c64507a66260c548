// The sample data of docs/integration.md "Sample accounts". Ids are fixed so the e2e suite and
// manual testing can name them; they are ordinary v4-shaped UUIDs.
import type { Currency, Language, PermissionArea } from '@front-office/shared/core';
import { PERMISSION_AREAS } from '@front-office/shared/core';

export const SAMPLE_IDS = {
  organizations: {
    boston: '10000000-0000-4000-8000-000000000001',
    laval: '10000000-0000-4000-8000-000000000002',
    montreal: '10000000-0000-4000-8000-000000000003',
  },
  users: {
    admin: '20000000-0000-4000-8000-000000000001',
    manager: '20000000-0000-4000-8000-000000000002',
    reader: '20000000-0000-4000-8000-000000000003',
    coach: '20000000-0000-4000-8000-000000000004',
  },
  templates: {
    blank: '30000000-0000-4000-8000-000000000001',
    contact: '30000000-0000-4000-8000-000000000002',
  },
} as const;

type OrgKey = keyof typeof SAMPLE_IDS.organizations;
type UserKey = keyof typeof SAMPLE_IDS.users;

export interface SampleOrganization {
  key: OrgKey;
  name: string;
  currency: Currency;
  colour: readonly [number, number, number];
  avatarId: string;
}

export const SAMPLE_ORGANIZATIONS: SampleOrganization[] = [
  { key: 'boston', name: 'Boston Rowing Association', currency: 'usd', colour: [176, 38, 52], avatarId: '60000000-0000-4000-8000-000000000001' },
  { key: 'laval', name: 'Club Aquatique Laval', currency: 'cad', colour: [0, 120, 212], avatarId: '60000000-0000-4000-8000-000000000002' },
  { key: 'montreal', name: 'Montreal Soccer Club', currency: 'cad', colour: [16, 124, 16], avatarId: '60000000-0000-4000-8000-000000000003' },
];

export interface SampleRight {
  area: PermissionArea;
  read: boolean;
  write: boolean;
  update: boolean;
  delete: boolean;
}

const full = (): SampleRight[] =>
  PERMISSION_AREAS.map((area) => ({ area, read: true, write: true, update: true, delete: true }));
const readOnly = (): SampleRight[] =>
  PERMISSION_AREAS.map((area) => ({ area, read: true, write: false, update: false, delete: false }));

export interface SampleUser {
  key: UserKey;
  email: string;
  password: string;
  firstName: string;
  name: string;
  culture: Language;
  isAdmin: boolean;
  memberships: Partial<Record<OrgKey, SampleRight[]>>;
}

export const SAMPLE_USERS: SampleUser[] = [
  {
    key: 'admin',
    email: 'admin@frontoffice.test',
    password: 'admin1234',
    firstName: 'Alice',
    name: 'Admin',
    culture: 'en',
    isAdmin: true,
    memberships: { boston: full(), laval: full(), montreal: full() },
  },
  {
    key: 'manager',
    email: 'manager@frontoffice.test',
    password: 'manager1234',
    firstName: 'Marc',
    name: 'Manager',
    culture: 'en',
    isAdmin: false,
    memberships: { laval: full(), boston: full() },
  },
  {
    key: 'reader',
    email: 'reader@frontoffice.test',
    password: 'reader1234',
    firstName: 'Rose',
    name: 'Lecteur',
    culture: 'fr',
    isAdmin: false,
    memberships: { laval: readOnly(), montreal: readOnly() },
  },
  {
    key: 'coach',
    email: 'coach@frontoffice.test',
    password: 'coach1234',
    firstName: 'Colin',
    name: 'Coach',
    culture: 'en',
    isAdmin: false,
    memberships: {
      laval: readOnly().map((right) => (right.area === 'FORM' ? { ...right, read: false } : right)),
    },
  },
];

const text = (en: string, fr: string) => [
  { culture: 'en', value: en },
  { culture: 'fr', value: fr },
];

const field = (id: string, type: string, en: string, fr: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  text: text(en, fr),
  size: 6,
  required: false,
  visible: true,
  enabled: true,
  ...extra,
});

export const BLANK_TEMPLATE_CONTENT = {
  steps: [
    {
      id: 'step-1',
      name: text('Step 1', 'Étape 1'),
      sections: [{ id: 'section-1', name: text('Section 1', 'Section 1'), multiple: false, visible: true, fields: [] }],
    },
  ],
  rules: [],
};

// Two steps and a rule (a checkbox shows a required phone field): what the e2e flow walks through.
export const CONTACT_TEMPLATE_CONTENT = {
  steps: [
    {
      id: 'step-1',
      name: text('Contact', 'Contact'),
      sections: [
        {
          id: 'section-1',
          name: text('Your details', 'Vos coordonnées'),
          multiple: false,
          visible: true,
          fields: [
            field('first-name', 'Text', 'First name', 'Prénom', { required: true, maxLength: 50 }),
            field('last-name', 'Text', 'Last name', 'Nom', { required: true, maxLength: 50 }),
            field('email', 'EmailAddress', 'E-mail', 'Courriel', { required: true }),
          ],
        },
      ],
    },
    {
      id: 'step-2',
      name: text('Message', 'Message'),
      sections: [
        {
          id: 'section-2',
          name: text('Your message', 'Votre message'),
          multiple: false,
          visible: true,
          fields: [
            field('contact-by-phone', 'CheckBox', 'I want to be contacted by phone', 'Je veux être contacté par téléphone', { size: 12, defaultValue: false }),
            field('phone', 'Text', 'Phone', 'Téléphone', { maxLength: 20, visible: false }),
            field('message', 'LongText', 'Message', 'Message', { size: 12, maxLength: 500 }),
          ],
        },
      ],
    },
  ],
  rules: [
    {
      id: 'rule-phone',
      name: 'Phone when contacted by phone',
      conditions: [[{ id: 'condition-phone', fieldId: 'contact-by-phone', comparisonOperator: 'isChecked', value: true }]],
      targets: [
        { id: 'target-phone-visible', fieldId: 'phone', action: 'isVisible' },
        { id: 'target-phone-required', fieldId: 'phone', action: 'isRequired' },
      ],
    },
  ],
};

export const SWIM_CAMP_CONTENT = {
  steps: [
    {
      id: 'step-1',
      name: text('Swimmer', 'Nageur'),
      sections: [
        {
          id: 'section-1',
          name: text('Swimmer', 'Nageur'),
          multiple: false,
          visible: true,
          fields: [
            field('first-name', 'Text', 'First name', 'Prénom', { required: true, maxLength: 50 }),
            field('last-name', 'Text', 'Last name', 'Nom', { required: true, maxLength: 50 }),
            field('birthdate', 'Birthdate', 'Date of birth', 'Date de naissance', { required: true }),
            field('email', 'EmailAddress', 'Parent e-mail', 'Courriel du parent', { required: true }),
            field('level', 'Select', 'Level', 'Niveau', {
              options: [
                { value: 'beginner', text: text('Beginner', 'Débutant') },
                { value: 'advanced', text: text('Advanced', 'Avancé') },
              ],
            }),
            field('allergies', 'CheckBox', 'Has allergies', 'A des allergies', { defaultValue: false }),
            field('allergy-details', 'LongText', 'Allergy details', 'Détails des allergies', { size: 12, visible: false }),
          ],
        },
      ],
    },
    {
      id: 'step-2',
      name: text('Options', 'Options'),
      sections: [
        {
          id: 'section-2',
          name: text('Camp weeks', 'Semaines de camp'),
          multiple: false,
          visible: true,
          fields: [
            field('weeks', 'PaymentOptionList', 'Weeks', 'Semaines', {
              size: 12,
              required: true,
              options: [
                { value: 'week-1', text: text('Week 1', 'Semaine 1'), price: 15000, description: text('July 7-11', '7 au 11 juillet') },
                { value: 'week-2', text: text('Week 2', 'Semaine 2'), price: 15000, description: text('July 14-18', '14 au 18 juillet') },
              ],
            }),
          ],
        },
      ],
    },
  ],
  rules: [
    {
      id: 'rule-1',
      name: 'Allergy details',
      conditions: [[{ id: 'condition-1', fieldId: 'allergies', comparisonOperator: 'isChecked', value: true }]],
      targets: [
        { id: 'target-1', fieldId: 'allergy-details', action: 'isVisible' },
        { id: 'target-2', fieldId: 'allergy-details', action: 'isRequired' },
      ],
    },
  ],
};

export const SINGLE_PAYMENT_MODE = [{ id: 'mode-1', mode: 'single', discount: { type: 'amount', value: 0 } }];

export interface SampleForm {
  id: string;
  organization: OrgKey;
  en: string;
  fr: string;
  status: 1 | 2 | 3 | 4;
  content: unknown;
  submissionLimit: number | null;
  paymentEnabled: boolean;
  editedBy: UserKey;
  daysAgo: number;
}

const formId = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const SAMPLE_FORMS: SampleForm[] = [
  { id: formId(1), organization: 'laval', en: 'Summer swim camp', fr: 'Camp de natation estival', status: 3, content: SWIM_CAMP_CONTENT, submissionLimit: 50, paymentEnabled: true, editedBy: 'manager', daysAgo: 1 },
  { id: formId(2), organization: 'laval', en: 'Membership renewal', fr: 'Renouvellement d’adhésion', status: 3, content: CONTACT_TEMPLATE_CONTENT, submissionLimit: null, paymentEnabled: false, editedBy: 'admin', daysAgo: 3 },
  { id: formId(3), organization: 'laval', en: 'Volunteer sign-up', fr: 'Inscription des bénévoles', status: 1, content: CONTACT_TEMPLATE_CONTENT, submissionLimit: null, paymentEnabled: false, editedBy: 'manager', daysAgo: 8 },
  { id: formId(4), organization: 'laval', en: 'Masters swim team', fr: 'Équipe des maîtres nageurs', status: 2, content: SWIM_CAMP_CONTENT, submissionLimit: 20, paymentEnabled: true, editedBy: 'manager', daysAgo: 15 },
  { id: formId(5), organization: 'laval', en: 'Lifeguard course', fr: 'Cours de sauveteur', status: 4, content: CONTACT_TEMPLATE_CONTENT, submissionLimit: 12, paymentEnabled: false, editedBy: 'admin', daysAgo: 40 },
  { id: formId(6), organization: 'laval', en: 'Parent survey', fr: 'Sondage des parents', status: 3, content: CONTACT_TEMPLATE_CONTENT, submissionLimit: null, paymentEnabled: false, editedBy: 'admin', daysAgo: 60 },
  { id: formId(7), organization: 'boston', en: 'Spring regatta', fr: 'Régate du printemps', status: 3, content: SWIM_CAMP_CONTENT, submissionLimit: 100, paymentEnabled: true, editedBy: 'manager', daysAgo: 2 },
  { id: formId(8), organization: 'boston', en: 'Learn to row', fr: 'Initiation à l’aviron', status: 1, content: CONTACT_TEMPLATE_CONTENT, submissionLimit: null, paymentEnabled: false, editedBy: 'admin', daysAgo: 20 },
  { id: formId(9), organization: 'montreal', en: 'U12 fall season', fr: 'Saison d’automne U12', status: 3, content: SWIM_CAMP_CONTENT, submissionLimit: 80, paymentEnabled: true, editedBy: 'admin', daysAgo: 4 },
  { id: formId(10), organization: 'montreal', en: 'Coach application', fr: 'Candidature d’entraîneur', status: 2, content: CONTACT_TEMPLATE_CONTENT, submissionLimit: null, paymentEnabled: false, editedBy: 'admin', daysAgo: 30 },
  // Active with its limit of 1 already reached by submission 8 (the e2e "limit reached" case).
  { id: formId(11), organization: 'laval', en: 'Pool party', fr: 'Fête à la piscine', status: 3, content: CONTACT_TEMPLATE_CONTENT, submissionLimit: 1, paymentEnabled: false, editedBy: 'manager', daysAgo: 5 },
];

/** Fixed ids the e2e suite names (server/README.md "Sample forms"). */
export const SAMPLE_FORM_IDS = {
  /** Active, contact content (two steps, phone rule), no limit. */
  openContact: formId(2),
  /** Draft: closed to the public. */
  draft: formId(3),
  /** Completed: closed to the public. */
  completed: formId(5),
  /** Active, limit 1 with 1 submission. */
  limitReached: formId(11),
} as const;

const value = (v: unknown) => JSON.stringify({ value: v });

export interface SampleSubmission {
  id: string;
  formId: string;
  daysAgo: number;
  fields: { id: string; rowId: string | null; value: string }[];
  payment: unknown;
  coupon: unknown;
}

const submissionId = (n: number) => `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const swimmer = (first: string, last: string, email: string, level: string, weeks: string[]) => [
  { id: 'first-name', rowId: null, value: value(first) },
  { id: 'last-name', rowId: null, value: value(last) },
  { id: 'birthdate', rowId: null, value: value('2014-05-12') },
  { id: 'email', rowId: null, value: value(email) },
  { id: 'level', rowId: null, value: value(level) },
  { id: 'allergies', rowId: null, value: value(false) },
  { id: 'weeks', rowId: null, value: value(weeks) },
];

const cardPayment = (intent: string, total: number, status: string, daysAgo: number) => ({
  method: 'credit_card',
  status,
  paymentIntentId: intent,
  modeDefinition: { discount: { type: 'amount', value: 0 } },
  paymentDetails: [{ date: new Date(Date.now() - daysAgo * 86_400_000).toISOString(), total, status }],
  total,
});

export const SAMPLE_SUBMISSIONS: SampleSubmission[] = [
  { id: submissionId(1), formId: formId(1), daysAgo: 1, fields: swimmer('Léa', 'Tremblay', 'parent.tremblay@example.com', 'beginner', ['week-1']), payment: cardPayment('pi_sample_0001', 15000, 'succeeded', 1), coupon: null },
  { id: submissionId(2), formId: formId(1), daysAgo: 2, fields: swimmer('Noah', 'Gagnon', 'gagnon@example.com', 'advanced', ['week-1', 'week-2']), payment: cardPayment('pi_sample_0002', 27000, 'succeeded', 2), coupon: { code: 'SIBLING', discountTotal: 3000 } },
  { id: submissionId(3), formId: formId(1), daysAgo: 3, fields: swimmer('Emma', 'Roy', 'roy.family@example.com', 'beginner', ['week-2']), payment: cardPayment('pi_sample_0003', 15000, 'refunded', 3), coupon: null },
  { id: submissionId(4), formId: formId(1), daysAgo: 5, fields: swimmer('Liam', 'Côté', 'cote@example.com', 'advanced', ['week-1']), payment: { method: 'other', status: 'pending', paymentIntentId: null, modeDefinition: null, paymentDetails: [], total: 15000 }, coupon: null },
  {
    id: submissionId(5),
    formId: formId(2),
    daysAgo: 4,
    fields: [
      { id: 'first-name', rowId: null, value: value('Chloé') },
      { id: 'last-name', rowId: null, value: value('Bouchard') },
      { id: 'email', rowId: null, value: value('chloe.bouchard@example.com') },
      { id: 'contact-by-phone', rowId: null, value: value(true) },
      { id: 'phone', rowId: null, value: value('514-555-0101') },
      { id: 'message', rowId: null, value: value('Renewing for the whole family.') },
    ],
    payment: null,
    coupon: null,
  },
  {
    id: submissionId(8),
    formId: formId(11),
    daysAgo: 1,
    fields: [
      { id: 'first-name', rowId: null, value: value('Jade') },
      { id: 'last-name', rowId: null, value: value('Pelletier') },
      { id: 'email', rowId: null, value: value('jade.pelletier@example.com') },
      { id: 'contact-by-phone', rowId: null, value: value(false) },
      { id: 'message', rowId: null, value: value('See you at the pool!') },
    ],
    payment: null,
    coupon: null,
  },
  { id: submissionId(6), formId: formId(7), daysAgo: 2, fields: swimmer('Ethan', 'Walsh', 'walsh@example.com', 'advanced', ['week-1']), payment: cardPayment('pi_sample_0006', 15000, 'succeeded', 2), coupon: null },
  { id: submissionId(7), formId: formId(9), daysAgo: 6, fields: swimmer('Zoé', 'Lavoie', 'lavoie@example.com', 'beginner', ['week-1']), payment: cardPayment('pi_sample_0007', 15000, 'processing', 6), coupon: null },
];

// Issue 8: paid forms, in two organizations and on both provider types (server/README.md
// "Payments"). Plan dates are relative to the day the sample data is seeded.
const seedDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export const SWIM_SEASON_CONTENT = {
  steps: [
    {
      id: 'step-1',
      name: text('Swimmer', 'Nageur'),
      sections: [
        {
          id: 'section-1',
          name: text('Swimmer', 'Nageur'),
          multiple: false,
          visible: true,
          fields: [
            field('first-name', 'Text', 'First name', 'Prénom', { required: true, maxLength: 50 }),
            field('last-name', 'Text', 'Last name', 'Nom', { required: true, maxLength: 50 }),
            field('group', 'PaymentChoiceList', 'Group', 'Groupe', {
              size: 12,
              required: true,
              choices: [
                { value: 'juniors', text: text('Juniors', 'Juniors'), price: 30000, description: text('Two practices a week', 'Deux entraînements par semaine') },
                { value: 'seniors', text: text('Seniors', 'Seniors'), price: 45000, description: text('Four practices a week', 'Quatre entraînements par semaine') },
              ],
            }),
            field('extras', 'PaymentOptionList', 'Extras', 'Options', {
              size: 12,
              multiSelection: true,
              options: [
                { value: 'video', text: text('Video analysis', 'Analyse vidéo'), price: 5000 },
                { value: 'meet', text: text('Meet fees', 'Frais de compétition'), price: 7500 },
              ],
            }),
            field('gear', 'Products', 'Club gear', 'Équipement du club', {
              size: 12,
              products: [
                { value: 'swim-cap', text: text('Club swim cap', 'Bonnet du club'), price: 1500, min: 0, max: 3, limit: 10 },
                { value: 'towel', text: text('Club towel', 'Serviette du club'), price: 2500, min: 0, max: 2, limit: null },
              ],
            }),
          ],
        },
      ],
    },
  ],
  rules: [],
};

const FULL_MODE = { id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } };
const PLAN_3_MODE = {
  id: 'plan-3',
  mode: 'fixed_dates',
  discount: { type: 'amount', value: 0 },
  installments: [
    { date: seedDay(0), percent: 40 },
    { date: seedDay(30), percent: 30 },
    { date: seedDay(60), percent: 30 },
  ],
};

export interface SamplePaidForm {
  id: string;
  organization: OrgKey;
  en: string;
  fr: string;
  content: unknown;
  paymentAccount: string;
  paymentProvider: 'stripe' | 'sportspay';
  paymentOptional: boolean;
  fixedAmount: number | null;
  paymentModes: { modes: unknown[]; applyTo: string[] };
  discountCodes: { code: string; type: 'amount' | 'percent'; value: number; quantity: number; expirationDate: string | null }[];
}

/** The 8-character account of the second provider (spec 001 §9): the built-in card form. */
export const SAMPLE_SECOND_PROVIDER_ACCOUNT = { id: '70000000-0000-4000-8000-000000000004', providerAccountId: 'SPCA0001' } as const;

const PAID_CODES: SamplePaidForm['discountCodes'] = [
  { code: 'SUMMER10', type: 'percent', value: 10, quantity: 100, expirationDate: null },
  { code: 'ONCE25', type: 'amount', value: 2500, quantity: 1, expirationDate: null },
  { code: 'EXPIRED', type: 'amount', value: 1000, quantity: 100, expirationDate: '2020-01-01' },
];

export const SAMPLE_PAID_FORMS: SamplePaidForm[] = [
  {
    id: formId(20),
    organization: 'laval',
    en: 'Swim club season',
    fr: 'Saison du club de natation',
    content: SWIM_SEASON_CONTENT,
    paymentAccount: '70000000-0000-4000-8000-000000000001',
    paymentProvider: 'stripe',
    paymentOptional: false,
    fixedAmount: null,
    paymentModes: { modes: [FULL_MODE, PLAN_3_MODE], applyTo: [] },
    discountCodes: PAID_CODES,
  },
  {
    id: formId(21),
    organization: 'laval',
    en: 'Aquafitness drop-in',
    fr: 'Aquaforme à la carte',
    content: CONTACT_TEMPLATE_CONTENT,
    paymentAccount: '70000000-0000-4000-8000-000000000001',
    paymentProvider: 'stripe',
    paymentOptional: true,
    fixedAmount: 2000,
    paymentModes: { modes: [FULL_MODE], applyTo: [] },
    discountCodes: [],
  },
  {
    id: formId(22),
    organization: 'montreal',
    en: 'Indoor futsal league',
    fr: 'Ligue de futsal intérieur',
    content: SWIM_SEASON_CONTENT,
    paymentAccount: SAMPLE_SECOND_PROVIDER_ACCOUNT.id,
    paymentProvider: 'sportspay',
    paymentOptional: false,
    fixedAmount: null,
    paymentModes: { modes: [FULL_MODE, { ...PLAN_3_MODE, discount: { type: 'percent', value: 5 } }], applyTo: [] },
    discountCodes: [{ ...PAID_CODES[0]!, code: 'FUTSAL10' }, { ...PAID_CODES[2]! }],
  },
];

/** Fixed ids of the paid sample forms (e2e and README). */
export const SAMPLE_PAID_FORM_IDS = { swimSeason: formId(20), aquafitness: formId(21), futsal: formId(22) } as const;
