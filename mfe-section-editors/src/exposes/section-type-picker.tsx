import type { SectionTypePickerProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { CatalogLoading } from './catalog-loading';
import { SectionTypePicker as Picker } from '../features/type-picker/section-type-picker';

/** `mfe_section_editors/SectionTypePicker`: Step 1 of the Add/Edit Section dialog. */
function SectionTypePicker({ apiBaseUrl, basePath: _basePath, ...props }: SectionTypePickerProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <CatalogLoading>
        <Picker {...props} />
      </CatalogLoading>
    </SuiteProviders>
  );
}

export default SectionTypePicker;
