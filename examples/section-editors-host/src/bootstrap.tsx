import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readHostConfig } from './host-config';
import { PartnerProduct } from './partner-product';
import { RemoteRefused } from './remote-refused';
import { registerSectionEditors } from './section-editors';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const config = readHostConfig(window.location.search, SECTION_EDITORS_ENTRY);
const { remote } = config;
// A refused remote entry is never registered, so nothing of it loads.
if ('entry' in remote) registerSectionEditors(remote.entry);
createRoot(container).render(
  <StrictMode>
    {'entry' in remote ? (
      <PartnerProduct apiBaseUrl={config.apiBaseUrl} remoteEntry={remote.entry} />
    ) : (
      <RemoteRefused refused={remote.refused} allowed={remote.allowed} />
    )}
  </StrictMode>,
);
