import { Col, Form, Input, Row } from 'antd';
import type { Control, FieldPath } from 'react-hook-form';
import type { BuyerDetailsInput } from '@suite/shared';
import { Field } from '@suite/shared/react';

export interface BuyerDetailsFieldsProps {
  control: Control<BuyerDetailsInput>;
  requireEmail: boolean;
  requireAddress: boolean;
  disabled: boolean;
}

const ADDRESS_FIELDS: readonly {
  name: FieldPath<BuyerDetailsInput>;
  label: string;
  autoComplete: string;
  span: number;
}[] = [
  { name: 'shippingAddress.name', label: 'Full name', autoComplete: 'shipping name', span: 24 },
  {
    name: 'shippingAddress.line1',
    label: 'Address line 1',
    autoComplete: 'shipping address-line1',
    span: 24,
  },
  {
    name: 'shippingAddress.line2',
    label: 'Address line 2 (optional)',
    autoComplete: 'shipping address-line2',
    span: 24,
  },
  { name: 'shippingAddress.city', label: 'City', autoComplete: 'shipping address-level2', span: 12 },
  {
    name: 'shippingAddress.postalCode',
    label: 'Postal code',
    autoComplete: 'shipping postal-code',
    span: 12,
  },
  {
    name: 'shippingAddress.region',
    label: 'State / region (optional)',
    autoComplete: 'shipping address-level1',
    span: 12,
  },
  { name: 'shippingAddress.country', label: 'Country', autoComplete: 'shipping country-name', span: 12 },
];

/** What the checkout asks before paying: the e-mail (requireEmail) and the shipping address (requireAddress). */
export function BuyerDetailsFields({
  control,
  requireEmail,
  requireAddress,
  disabled,
}: BuyerDetailsFieldsProps) {
  if (!requireEmail && !requireAddress) return null;
  return (
    <Form layout="vertical" component={false} disabled={disabled}>
      {requireEmail && (
        <Field control={control} name="email" label="E-mail" help="The seller sends your order details here.">
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
          <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>Shipping address</legend>
          <Row gutter={12}>
            {ADDRESS_FIELDS.map((entry) => (
              <Col key={entry.name} xs={24} sm={entry.span}>
                <Field control={control} name={entry.name} label={entry.label}>
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
