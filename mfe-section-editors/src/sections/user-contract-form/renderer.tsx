import { Alert, Typography } from 'antd';
import { UserContractFormConfigSchema } from '@suite/shared';
import type { SectionRendererProps } from '../section-module';
import { SectionNotReady } from '../section-not-ready';

/**
 * A contract form as a visitor sees it. The suite has no contract-forms service yet, so the section
 * says which form it will show instead of inventing its fields.
 */
export function UserContractFormRenderer({ data }: SectionRendererProps) {
  const parsed = UserContractFormConfigSchema.safeParse(data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} />;
  const { formId, hideFormInfo } = parsed.data;
  return (
    <section aria-label="Contract form" style={{ padding: '24px 0' }}>
      {hideFormInfo ? null : <Typography.Title level={3}>Contract form</Typography.Title>}
      <Alert
        type="info"
        showIcon
        title={`Form ${formId}`}
        description="This form's fields cannot be loaded yet: this suite has no contract-forms service."
      />
    </section>
  );
}
