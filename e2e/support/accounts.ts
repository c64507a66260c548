// The sample accounts seeded in sample mode (docs/integration.md).
export interface Account {
  email: string;
  password: string;
}

export const accounts = {
  admin: { email: 'admin@frontoffice.test', password: 'admin1234' },
  manager: { email: 'manager@frontoffice.test', password: 'manager1234' },
  reader: { email: 'reader@frontoffice.test', password: 'reader1234' },
  coach: { email: 'coach@frontoffice.test', password: 'coach1234' },
} satisfies Record<string, Account>;

export const organizations = {
  boston: 'Boston Rowing Association',
  laval: 'Club Aquatique Laval',
  montreal: 'Montreal Soccer Club',
} as const;
