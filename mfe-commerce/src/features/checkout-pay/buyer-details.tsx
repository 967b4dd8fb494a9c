import { useId, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { Alert, Col, Input, Row, theme } from 'antd';
import { useController, useForm, type Control, type FieldPath, type Resolver } from 'react-hook-form';
import type { BuyerDetails, BuyerDetailsInput } from '@suite/shared';
import { usePayCatalog } from './i18n';

export interface BuyerDetailsFieldsProps {
  control: Control<BuyerDetailsInput>;
  requireEmail: boolean;
  requireAddress: boolean;
  disabled: boolean;
}

/** The buyer's details, checked: null (and the first wrong field focused) while one is wrong. */
export interface BuyerDetailsCheck {
  check: () => Promise<BuyerDetails | null>;
  /**
   * Puts the API's messages (field path → message) beside the fields they name; whether every one
   * had a field shown here.
   */
  showServerErrors: (fields: Record<string, string>) => boolean;
}

const EMPTY_ADDRESS = { name: '', line1: '', line2: '', city: '', postalCode: '', region: '', country: '' };

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

/**
 * One of the buyer's fields: its label, the input bound to the form, and its error or help under it,
 * tied to the input (`aria-describedby`). Not antd's `Form.Item`: with rc-field-form and
 * async-validator it would add about 17 KiB gzip to the pay page's first load (issue 18).
 */
function BuyerField({
  control,
  name,
  label,
  help,
  type,
  autoComplete,
  disabled,
}: {
  control: Control<BuyerDetailsInput>;
  name: FieldPath<BuyerDetailsInput>;
  label: string;
  help?: string;
  type?: string;
  autoComplete: string;
  disabled: boolean;
}) {
  const id = useId();
  const { token } = theme.useToken();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const note = error ?? help;
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: 8, color: token.colorText }}>
        {label}
      </label>
      <Input
        {...field}
        value={typeof field.value === 'string' ? field.value : ''}
        id={id}
        type={type}
        autoComplete={autoComplete}
        disabled={disabled}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
      />
      {note && (
        <div
          id={`${id}-note`}
          role={error ? 'alert' : undefined}
          style={{ color: error ? token.colorError : token.colorTextDescription, marginTop: 4 }}
        >
          {note}
        </div>
      )}
    </div>
  );
}

/** What the checkout asks before paying: the e-mail (requireEmail) and the shipping address (requireAddress). */
function BuyerDetailsFields({ control, requireEmail, requireAddress, disabled }: BuyerDetailsFieldsProps) {
  const { t } = usePayCatalog();
  return (
    <div>
      {requireEmail && (
        <BuyerField
          control={control}
          name="email"
          label={t('common.email')}
          help={t('pay.buyer.emailHelp')}
          type="email"
          autoComplete="email"
          disabled={disabled}
        />
      )}
      {requireAddress && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>
            {t('pay.buyer.shippingAddress')}
          </legend>
          <Row gutter={12}>
            {ADDRESS_FIELDS.map((entry) => (
              <Col key={entry.name} xs={24} sm={entry.span}>
                <BuyerField
                  control={control}
                  name={entry.name}
                  label={t(`pay.buyer.${entry.label}`)}
                  autoComplete={entry.autoComplete}
                  disabled={disabled}
                />
              </Col>
            ))}
          </Row>
        </fieldset>
      )}
    </div>
  );
}

type BuyerDetailsRules = Pick<BuyerDetailsFieldsProps, 'requireEmail' | 'requireAddress'>;

/**
 * The details' schema as the form's resolver, loaded with zod when the buyer first leaves a field or
 * pays: the page shows the form without it. A failed load is tried again at the next check.
 */
function lazyResolver(rules: BuyerDetailsRules): Resolver<BuyerDetailsInput, unknown, BuyerDetails> {
  let loading: Promise<Resolver<BuyerDetailsInput, unknown, BuyerDetails>> | undefined;
  return async (values, context, options) => {
    loading ??= import('./buyer-details-check').then((module) => module.buyerDetailsResolver(rules));
    try {
      return await (
        await loading
      )(values, context, options);
    } catch (error) {
      loading = undefined;
      throw error;
    }
  };
}

/**
 * The form of the buyer's details, for a checkout that asks for them. It loads only then, with
 * react-hook-form: most checkouts ask nothing, and their pay page loads neither it nor zod, which
 * comes with the first check (issue 18). The pay panel asks it to `check` the details before paying.
 */
export default function BuyerDetailsForm({
  requireEmail,
  requireAddress,
  disabled,
  ref,
}: Omit<BuyerDetailsFieldsProps, 'control'> & { ref: Ref<BuyerDetailsCheck> }) {
  const { t } = usePayCatalog();
  const resolver = useMemo(
    () => lazyResolver({ requireEmail, requireAddress }),
    [requireEmail, requireAddress],
  );
  const [uncheckable, setUncheckable] = useState(false);
  const form = useForm<BuyerDetailsInput, unknown, BuyerDetails>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      email: requireEmail ? '' : undefined,
      shippingAddress: requireAddress ? EMPTY_ADDRESS : undefined,
    },
  });
  useImperativeHandle(
    ref,
    () => ({
      check: () =>
        new Promise((resolve) => {
          setUncheckable(false);
          form
            .handleSubmit(resolve, () => resolve(null))()
            .catch(() => {
              setUncheckable(true);
              resolve(null);
            });
        }),
      showServerErrors: (fields) => {
        const shown: FieldPath<BuyerDetailsInput>[] = [];
        if (requireEmail) shown.push('email');
        if (requireAddress) shown.push(...ADDRESS_FIELDS.map((entry) => entry.name));
        let all = true;
        for (const [path, message] of Object.entries(fields)) {
          const field = shown.find((name) => name === path);
          if (field) form.setError(field, { type: 'server', message });
          else all = false;
        }
        return all;
      },
    }),
    [form, requireEmail, requireAddress],
  );
  return (
    <>
      <BuyerDetailsFields
        control={form.control}
        requireEmail={requireEmail}
        requireAddress={requireAddress}
        disabled={disabled}
      />
      {uncheckable && <Alert type="error" showIcon title={t('pay.buyer.uncheckable')} />}
    </>
  );
}
