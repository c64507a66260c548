import { startStandalone } from '@front-office/shared/platform';
import { NAMESPACE } from './i18n/namespace';

// A dynamic import: the standalone host loads the pages, which register this remote's namespace
// and so must wait until startStandalone has initialised i18n.
void startStandalone(NAMESPACE, () => import('./standalone'));
