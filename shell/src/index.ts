import { isPayPagePath } from './pay-page/pay-path';

// The federation runtime must negotiate the shared singletons before any of them is imported: hence
// the bootstrap. A buyer's pay page `/c/{id}` is answered with pay.html, which loads it without the
// admin at all; a server that answers it with this page instead still shows it (ADR 0014).
if (isPayPagePath(window.location.pathname))
  void import('./pay-page/load-pay-page').then(({ loadPayPage }) => loadPayPage());
else void import('./bootstrap');
