import { count } from 'drizzle-orm';
import { solidPng } from '../lib/solid-png';
import { hashPassword } from '../lib/passwords';
import type { AppDb } from './client';
import {
  BLANK_TEMPLATE_CONTENT,
  CONTACT_TEMPLATE_CONTENT,
  SAMPLE_FORMS,
  SAMPLE_IDS,
  SAMPLE_ORGANIZATIONS,
  SAMPLE_REPORTS,
  SAMPLE_PAID_FORMS,
  SAMPLE_SUBMISSIONS,
  SAMPLE_USERS,
  SINGLE_PAYMENT_MODE,
} from './sample-data';
import { SAMPLE_PAYMENT_ACCOUNTS } from './sample-payment-accounts';
import { files, formTemplates, forms, organizationMembers, organizations, paymentAccounts, reports, submissions, users } from './schema';

const DAY_MS = 86_400_000;

/** Seeds the sample data when the users table is empty; returns whether it did. */
export async function seedSampleData(db: AppDb): Promise<boolean> {
  // One clock reading for the whole seed: forms of the same age get the same date, so their order
  // (the id breaks ties) never depends on a millisecond ticking between two rows.
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return false;

  // Hashing is slow on purpose: do it before the transaction so PGlite's one connection is not held.
  const hashes = await Promise.all(SAMPLE_USERS.map((user) => hashPassword(user.password)));

  await db.transaction(async (tx) => {
    const [again] = await tx.select({ total: count() }).from(users);
    if ((again?.total ?? 0) > 0) return;

    const avatarPath = new Map<string, string>();
    for (const org of SAMPLE_ORGANIZATIONS) {
      const path = `avatars/${org.avatarId}/logo.png`;
      const bytes = solidPng(96, org.colour);
      avatarPath.set(org.key, path);
      await tx.insert(files).values({ id: org.avatarId, path, contentType: 'image/png', size: bytes.length, bytes });
      await tx.insert(organizations).values({
        id: SAMPLE_IDS.organizations[org.key],
        name: org.name,
        currency: org.currency,
        avatar: path,
      });
    }

    await tx.insert(users).values(
      SAMPLE_USERS.map((user, index) => ({
        id: SAMPLE_IDS.users[user.key],
        email: user.email,
        firstName: user.firstName,
        name: user.name,
        culture: user.culture,
        isAdmin: user.isAdmin,
        passwordHash: hashes[index] ?? null,
      })),
    );

    await tx.insert(organizationMembers).values(
      SAMPLE_USERS.flatMap((user) =>
        Object.entries(user.memberships).flatMap(([orgKey, rights]) =>
          (rights ?? []).map((right) => ({
            organizationId: SAMPLE_IDS.organizations[orgKey as keyof typeof SAMPLE_IDS.organizations],
            userId: SAMPLE_IDS.users[user.key],
            area: right.area,
            canRead: right.read,
            canWrite: right.write,
            canUpdate: right.update,
            canDelete: right.delete,
          })),
        ),
      ),
    );

    await tx.insert(formTemplates).values([
      { id: SAMPLE_IDS.templates.blank, name: 'blank', content: JSON.stringify(BLANK_TEMPLATE_CONTENT), paymentModes: SINGLE_PAYMENT_MODE },
      { id: SAMPLE_IDS.templates.contact, name: 'contact', content: JSON.stringify(CONTACT_TEMPLATE_CONTENT), paymentModes: SINGLE_PAYMENT_MODE },
    ]);

    const orgCurrency = new Map(SAMPLE_ORGANIZATIONS.map((org) => [org.key, org.currency]));
    await tx.insert(forms).values(
      SAMPLE_FORMS.map((form) => ({
        id: form.id,
        organizationId: SAMPLE_IDS.organizations[form.organization],
        name: [
          { culture: 'en', value: form.en },
          { culture: 'fr', value: form.fr },
        ],
        status: form.status,
        avatar: avatarPath.get(form.organization) ?? null,
        editedBy: SAMPLE_IDS.users[form.editedBy],
        submissionCount: SAMPLE_SUBMISSIONS.filter((submission) => submission.formId === form.id).length,
        submissionLimit: form.submissionLimit,
        creationDate: daysAgo(form.daysAgo + 10),
        modificationDate: daysAgo(form.daysAgo),
        currency: orgCurrency.get(form.organization) ?? 'usd',
        localizations: ['en', 'fr'],
        content: JSON.stringify(form.content),
        emailContent: { emails: [], content: '' },
        paymentEnabled: form.paymentEnabled,
        paymentModes: form.paymentEnabled ? SINGLE_PAYMENT_MODE : [],
        paymentProvider: form.paymentEnabled ? 'stripe' : null,
        // Issue 8: a paid form pays through its organization's Stripe account, when it has one.
        paymentAccount: form.paymentEnabled ? (SAMPLE_PAYMENT_ACCOUNTS.find((account) => account.organizationId === SAMPLE_IDS.organizations[form.organization] && account.type === 'stripe')?.id ?? null) : null,
      })),
    );

    // Issue 8: the paid sample forms (no submissions yet).
    await tx.insert(forms).values(
      SAMPLE_PAID_FORMS.map((form) => ({
        id: form.id,
        organizationId: SAMPLE_IDS.organizations[form.organization],
        name: [
          { culture: 'en', value: form.en },
          { culture: 'fr', value: form.fr },
        ],
        status: 3,
        avatar: avatarPath.get(form.organization) ?? null,
        editedBy: SAMPLE_IDS.users.manager,
        // Older than the other sample forms, so they close the forms lists rather than reorder them.
        creationDate: daysAgo(100),
        modificationDate: daysAgo(90),
        currency: orgCurrency.get(form.organization) ?? 'usd',
        localizations: ['en', 'fr'],
        content: JSON.stringify(form.content),
        emailContent: { emails: [], content: '' },
        paymentEnabled: true,
        paymentOptional: form.paymentOptional,
        fixedAmount: form.fixedAmount,
        paymentAccount: form.paymentAccount,
        paymentProvider: form.paymentProvider,
        paymentModes: form.paymentModes.modes,
        discountCodes: form.discountCodes,
        hasDiscountCodes: form.discountCodes.length > 0,
      })),
    );

    await tx.insert(submissions).values(
      SAMPLE_SUBMISSIONS.map((submission) => ({
        id: submission.id,
        formId: submission.formId,
        date: daysAgo(submission.daysAgo),
        fields: submission.fields,
        payment: submission.payment,
        coupon: submission.coupon,
      })),
    );

    await tx.insert(paymentAccounts).values(
      SAMPLE_PAYMENT_ACCOUNTS.map(({ daysAgo: age, ...account }) => ({ ...account, creationDate: daysAgo(age) })),
    );

    await tx.insert(reports).values(
      SAMPLE_REPORTS.map((report) => ({ ...report, name: report.content.name, createdBy: SAMPLE_IDS.users.manager })),
    );
  });
  return true;
}
