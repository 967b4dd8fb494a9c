// The monolith reference's stand-in for mfe-widget-editor/src/federation/federation-loader.ts: the
// widget editor loads the section editors and commerce as lazy imports, without a federation runtime.
export { monolithRemotes as widgetEditorRemotes } from './federation';
