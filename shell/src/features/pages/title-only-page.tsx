import { Title2 } from '@front-office/shared/ui';
import { useTranslation } from '@front-office/shared/platform';

/** Spec 000 §2: pages whose content is not shown, only their title. */
export function TitleOnlyPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  return <Title2 as="h1">{t(titleKey)}</Title2>;
}
