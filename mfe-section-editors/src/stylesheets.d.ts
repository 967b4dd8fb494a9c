// Stylesheets imported for their side effect (react-grid-layout's, Monaco's codicons): Rspack bundles them.
declare module '*.css';
