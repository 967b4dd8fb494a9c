// The shell's pay page entry (`pay/pay.js`, loaded by `pay.html`, which the static server answers for
// `/c/{id}`): a plain script of the shell's build, without the admin's federation runtime, that finds
// mfe_commerce's pay page in remotes.json and loads it (ADR 0014).
import { loadPayPage } from './load-pay-page';

void loadPayPage();
