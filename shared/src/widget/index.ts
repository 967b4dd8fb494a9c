// `@suite/shared/widget`: a widget's config, its page and the sections it is made of as such (type,
// name, data), and its history — what the widget editor's first screen needs, shared apart from the
// page blocks' schemas and registry (`@suite/shared/sections`): the editor loads those with a
// section's editor or a panel that reads them (ADR 0013).
export * from './section-types';
export * from './section';
export * from './widget-config';
export * from './widget-history';
export * from './site-footer';
