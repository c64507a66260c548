import type { en } from './en';

export const fr: typeof en = {
  area: { title: 'Organisations' },
  pages: {
    OrganizationSelection: 'Choix de l’organisation',
    OrganizationProfile: 'Profil de l’organisation',
  },
  selection: {
    title: 'Choisissez une organisation',
    add: 'Ajouter une organisation',
    loading: 'Chargement de vos organisations…',
    empty: 'Vous n’êtes encore membre d’aucune organisation.',
    choosing: 'Ouverture de {{name}}…',
  },
  create: {
    title: 'Ajouter une organisation',
    logo: 'Logo',
    logoPreview: 'Aperçu du logo',
    chooseLogo: 'Choisir un logo',
    changeLogo: 'Changer le logo',
    logoHint: 'Image PNG ou JPEG',
    logoType: 'Le logo doit être une image PNG ou JPEG',
    logoSize: 'Le logo doit faire au plus 2 Mo',
    logoRequired: 'Organisation non ajoutée : choisissez d’abord un logo',
    name: 'Nom',
    currency: 'Devise',
    submit: 'Créer',
    added: 'Organisation {{name}} ajoutée',
    failed: 'L’organisation n’a pas pu être ajoutée',
    limitReached: 'Organisation non ajoutée : vous avez créé autant d’organisations qu’une personne le peut. Demandez plutôt à un administrateur d’une organisation existante de vous inviter.',
  },
  profile: {
    title: 'Organisation',
    avatar: 'Avatar de l’organisation',
    changeAvatar: 'Changer l’avatar',
    avatarFile: 'Image de l’avatar',
    name: 'Nom',
    currency: 'Devise',
    saved: 'Organisation modifiée',
    noOrganization: 'Aucune organisation choisie',
  },
};
