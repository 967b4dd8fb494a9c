import { isPayPagePath } from './pay-page/pay-path';

// A buyer's pay page is mfe_commerce's own light page; everything else is the admin. The federation
// runtime must negotiate the shared singletons before any of them is imported: hence the bootstrap.
if (isPayPagePath(window.location.pathname))
  void import('./pay-page/load-pay-page').then(({ loadPayPage }) => loadPayPage());
else void import('./bootstrap');
