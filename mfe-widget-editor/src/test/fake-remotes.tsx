import type { RemoteModuleId, RemoteModuleMap } from '@suite/shared';
import type { Section } from '@suite/shared/widget';
import type { RemoteModuleLoader } from '@suite/shared/react';

/** The section the fake section dialog saves. */
export const DIALOG_SECTION: Section = {
  type: 'markdown',
  name: 'From the dialog',
  data: { source: '# Hi' },
};

/**
 * Stand-ins for the other remotes' modules, with the props the widget editor passes them shown as
 * text, so a test sees what the editor asked for.
 */
const FAKES: Partial<RemoteModuleMap> = {
  'mfe_section_editors/SectionDialog': ({ open, mode, section, types, siteId, widgetId, onSave, onClose }) =>
    open ? (
      <div role="dialog" aria-label="Section dialog">
        <p>
          {mode} {section?.name ?? ''} types: {types?.join(',') ?? 'all'} site: {siteId} widget: {widgetId}
        </p>
        <button
          type="button"
          onClick={() => {
            onSave(
              mode === 'edit' && section
                ? { ...section, name: `${section.name ?? ''} edited` }
                : DIALOG_SECTION,
            );
            onClose();
          }}
        >
          Save section
        </button>
        <button type="button" onClick={onClose}>
          Close dialog
        </button>
      </div>
    ) : null,
  'mfe_section_editors/SectionRenderer': ({ section }) => (
    <div data-testid="section-renderer">Rendered {section.name}</div>
  ),
  'mfe_section_editors/PageRenderer': ({ sections, siteId }) => (
    <ol aria-label={`Rendered page of site ${siteId ?? ''}`}>
      {sections.map((section, index) => (
        <li key={index}>{section.name ?? section.type}</li>
      ))}
    </ol>
  ),
  'mfe_commerce/CommerceApp': ({ basePath }) => <p>Commerce back office at {basePath}</p>,
};

export const fakeRemotes: RemoteModuleLoader = {
  load<Id extends RemoteModuleId>(id: Id) {
    const component = FAKES[id];
    if (!component) return Promise.reject(new Error(`${id} has no fake`));
    return Promise.resolve({ default: component });
  },
  reset() {},
};
