import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select } from 'antd';
import Form from 'antd/es/form';
import { shortenAddress } from '@suite/shared';
import { isNativeToken } from '@suite/shared/schemas';
import { presetSwapTokens, SwapTokenSchema, type SwapToken } from '@suite/shared/sections';
import { ItemEditorCard } from '../lists/item-fields';
import { SWAP_TOKEN_LABELS } from './trade-labels';
import { useSectionEditorsCatalog, type SectionEditorsTranslate } from '../../i18n';
import { InputField } from '../fields/input-field';
import { NumberField } from '../fields/number-field';
import { useCheckOnOpen } from '../editor/check-on-open';

const BLANK_TOKEN: SwapToken = { address: '', symbol: '', name: '', decimals: 18, logoUrl: '' };

/** One line naming a token: its symbol, where it lives and its decimals. */
export function tokenSummary(token: SwapToken, t: SectionEditorsTranslate): string {
  const where = isNativeToken(token.address) ? t('swap.tokens.native') : shortenAddress(token.address);
  return t('swap.tokens.summary', { symbol: token.symbol, where, decimals: token.decimals });
}

export interface TokenEditorProps {
  /** The card's title: "Token", "Base token". */
  title: string;
  token?: SwapToken;
  chainId: number;
  onSave: (token: SwapToken) => void;
  onCancel: () => void;
}

/**
 * One token of a trading section: picked ready-made (the chain's currency or a stablecoin) or typed
 * in (address, symbol, decimals). It sits inside the section's own form, so it is not a `<form>`.
 */
export function TokenEditor({ title, token, chainId, onSave, onCancel }: TokenEditorProps) {
  const form = useForm<SwapToken>({
    resolver: zodResolver(SwapTokenSchema),
    defaultValues: token ?? BLANK_TOKEN,
    mode: 'onChange',
  });
  // An entry saved under older rules shows what to fix as it opens.
  useCheckOnOpen(form, token !== undefined);
  const { t } = useSectionEditorsCatalog();
  const { control } = form;
  const presets = presetSwapTokens(chainId);

  return (
    <ItemEditorCard
      title={title}
      saveLabel={t('swap.tokens.save')}
      cancelLabel={t('swap.tokens.cancel')}
      onSave={form.handleSubmit((saved) => onSave(saved))}
      onCancel={onCancel}
    >
      <Form.Item label={t('swap.tokens.preset')} style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('swap.tokens.preset')}
          placeholder={t('swap.tokens.presetPlaceholder')}
          value={null}
          options={presets.map((preset) => ({
            value: preset.address,
            label: `${preset.symbol} · ${preset.name}`,
          }))}
          onChange={(address: string) => {
            const preset = presets.find((candidate) => candidate.address === address);
            if (preset) form.reset(preset, { keepDefaultValues: true });
            void form.trigger();
          }}
        />
      </Form.Item>
      <InputField control={control} name="address" label={t(SWAP_TOKEN_LABELS.address)} placeholder="0x…" />
      <InputField control={control} name="symbol" label={t(SWAP_TOKEN_LABELS.symbol)} placeholder="USDC" />
      <InputField control={control} name="name" label={t(SWAP_TOKEN_LABELS.name)} placeholder="USD Coin" />
      <NumberField
        control={control}
        name="decimals"
        label={t(SWAP_TOKEN_LABELS.decimals)}
        help={t('swap.tokens.decimalsHelp')}
        precision={0}
      />
      <InputField
        control={control}
        name="logoUrl"
        label={t(SWAP_TOKEN_LABELS.logoUrl)}
        placeholder="https://…"
      />
    </ItemEditorCard>
  );
}
