import { Col, Form, Input, Row } from 'antd';
import type { Control, FieldPath } from 'react-hook-form';
import type { BuyerDetailsInput } from '@suite/shared';
import { Field } from '@suite/shared/react';
import { usePayCatalog } from './i18n';

export interface BuyerDetailsFieldsProps {
  control: Control<BuyerDetailsInput>;
  requireEmail: boolean;
  requireAddress: boolean;
  disabled: boolean;
}

/** The shipping address's fields; each is labelled `pay.buyer.{label}` in the catalog. */
const ADDRESS_FIELDS: readonly {
  name: FieldPath<BuyerDetailsInput>;
  label: 'name' | 'line1' | 'line2' | 'city' | 'postalCode' | 'region' | 'country';
  autoComplete: string;
  span: number;
}[] = [
  { name: 'shippingAddress.name', label: 'name', autoComplete: 'shipping name', span: 24 },
  { name: 'shippingAddress.line1', label: 'line1', autoComplete: 'shipping address-line1', span: 24 },
  { name: 'shippingAddress.line2', label: 'line2', autoComplete: 'shipping address-line2', span: 24 },
  { name: 'shippingAddress.city', label: 'city', autoComplete: 'shipping address-level2', span: 12 },
  { name: 'shippingAddress.postalCode', label: 'postalCode', autoComplete: 'shipping postal-code', span: 12 },
  { name: 'shippingAddress.region', label: 'region', autoComplete: 'shipping address-level1', span: 12 },
  { name: 'shippingAddress.country', label: 'country', autoComplete: 'shipping country-name', span: 12 },
];

/** What the checkout asks before paying: the e-mail (requireEmail) and the shipping address (requireAddress). */
export function BuyerDetailsFields({
  control,
  requireEmail,
  requireAddress,
  disabled,
}: BuyerDetailsFieldsProps) {
  const { t } = usePayCatalog();
  if (!requireEmail && !requireAddress) return null;
  return (
    <Form layout="vertical" component={false} disabled={disabled}>
      {requireEmail && (
        <Field control={control} name="email" label={t('common.email')} help={t('pay.buyer.emailHelp')}>
          {(field, id) => (
            <Input
              {...field}
              value={typeof field.value === 'string' ? field.value : ''}
              id={id}
              type="email"
              autoComplete="email"
            />
          )}
        </Field>
      )}
      {requireAddress && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>
            {t('pay.buyer.shippingAddress')}
          </legend>
          <Row gutter={12}>
            {ADDRESS_FIELDS.map((entry) => (
              <Col key={entry.name} xs={24} sm={entry.span}>
                <Field control={control} name={entry.name} label={t(`pay.buyer.${entry.label}`)}>
                  {(field, id) => (
                    <Input
                      {...field}
                      value={typeof field.value === 'string' ? field.value : ''}
                      id={id}
                      autoComplete={entry.autoComplete}
                    />
                  )}
                </Field>
              </Col>
            ))}
          </Row>
        </fieldset>
      )}
    </Form>
  );
}
