import type { Language } from './common';

/** The signed-in person (spec 000 §3 Session). Never carries the jwt. */
export interface User {
  id: string;
  firstName: string;
  name: string;
  culture: Language;
  email: string;
  isAdmin: boolean;
  avatar: string | null;
}

/** Answer of the login calls: the user fields plus the jwt (spec 000 §7). */
export type LoginResponse = User & { jwt: string };

/** How the jwt is stored, apart from the user (spec 000 §3). */
export interface StoredJwt {
  jwt: string;
}

/** Who edited a form last (spec 000 §3). */
export interface EditedBy {
  id: string;
  firstName: string;
  name: string;
}
