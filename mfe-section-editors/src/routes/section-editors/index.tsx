import { Typography } from 'antd';
import { PageFrame } from '@suite/shared/react';

/** The team's own page: where the section editors are developed and demonstrated. */
export function SectionEditorsRoute() {
  return (
    <PageFrame title="Section editors">
      <Typography.Paragraph>
        The Add/Edit Section dialog, the editor of each section type, the wallet style editor and the section
        renderers are built and demonstrated here.
      </Typography.Paragraph>
    </PageFrame>
  );
}
