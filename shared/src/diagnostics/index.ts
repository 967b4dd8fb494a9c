// `@suite/shared/diagnostics`: what runs on the page — every app's build and whether the shared
// singletons it got are in the ranges it was built for. Not a shared module: each app that shows it
// (the shell's About, each standalone app's /remotes) builds its own copy into a lazy chunk.
export { DiagnosticsPage, diagnosticsRoute } from './diagnostics-page';
export { FederationDiagnostics, mismatches, type FederationDiagnosticsProps } from './federation-diagnostics';
export { collectDiagnostics, type AppReport, type SingletonCheck } from './collect';
