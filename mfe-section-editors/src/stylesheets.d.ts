// Stylesheets imported for their side effect (react-grid-layout's): Rspack bundles them.
declare module '*.css';
