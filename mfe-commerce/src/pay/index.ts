// mfe_commerce's pay page (`pay/pay.js`): the shell loads it for `/c/{id}`. This entry stays small
// and unhashed (revalidated on each visit); the page itself is in content-hashed chunks.
void import('./pay-page');
