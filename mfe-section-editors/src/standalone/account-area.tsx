import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createStandaloneAccountArea } from '@suite/shared/react';

/** mfe_auth's account area, borrowed through this remote's own federation runtime. */
export const StandaloneAccountArea = createStandaloneAccountArea({ loadRemote, registerRemotes });
