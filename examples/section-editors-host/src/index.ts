// The federation runtime must negotiate the shared React before any of it is imported.
void import('./bootstrap');
