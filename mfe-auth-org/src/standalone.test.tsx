import { describeStandaloneHost } from '../../build/jest/remote-test-kit';
import { routes } from './routes';
import { Standalone } from './standalone';

describeStandaloneHost(Standalone, routes);
