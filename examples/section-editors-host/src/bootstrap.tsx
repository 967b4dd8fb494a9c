import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readHostConfig } from './host-config';
import { PartnerProduct } from './partner-product';
import { registerSectionEditors } from './section-editors';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const config = readHostConfig(window.location.search);
registerSectionEditors(config.remoteEntry);
createRoot(container).render(
  <StrictMode>
    <PartnerProduct apiBaseUrl={config.apiBaseUrl} remoteEntry={config.remoteEntry} />
  </StrictMode>,
);
