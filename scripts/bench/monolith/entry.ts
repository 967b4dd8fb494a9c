// The monolith's start, as the shell's index.ts decides it: a buyer's pay page is mfe_commerce's pay
// page (here an ordinary lazy chunk of the same app), every other URL the admin.
import { isPayPagePath } from '../../../shell/src/pay-page/pay-path';

if (isPayPagePath(window.location.pathname)) void import('../../../mfe-commerce/src/pay/pay-page');
else void import('../../../shell/src/bootstrap');
