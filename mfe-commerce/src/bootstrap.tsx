import { loadRemote, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import { createBrowserRouter } from 'react-router';
import { renderStandaloneApp } from '@suite/shared/standalone';
import { COMMERCE_NAMESPACES } from './i18n';
import { standaloneRoutes } from './standalone/routes';

// mfe_commerce on its own (port 3004), at the same URLs as in the shell, for the commerce team.
const router = createBrowserRouter(standaloneRoutes({ loadRemote, registerRemotes, satisfy }));

void renderStandaloneApp(router, COMMERCE_NAMESPACES);
