import { useState, type ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { dequal } from 'dequal';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4';
import type { WidgetConfig } from '@suite/shared/widget';
import { useWidgetEditorCatalog } from '../../i18n';
import { usePanelDirty } from './editor-context';
import { useSaveFlow } from './save-flow';
import { placeServerFieldErrors, type ServerFields } from './server-field-errors';

interface SaveActionsProps {
  dirty: boolean;
  /** False while the panel's values do not pass validation. */
  valid?: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** Discard and Save of a panel: both need changes; Save also needs valid values. */
function SaveActions({ dirty, valid = true, onSave, onDiscard }: SaveActionsProps) {
  const { t } = useWidgetEditorCatalog();
  return (
    <Flex gap={8} justify="end" wrap>
      <Button onClick={onDiscard} disabled={!dirty}>
        {t('save.discard')}
      </Button>
      <Button type="primary" onClick={onSave} disabled={!dirty || !valid}>
        {t('actions.save')}
      </Button>
    </Flex>
  );
}

interface PanelSaveRowOptions {
  dirty: boolean;
  /** False while the panel's values do not pass validation: Save stays disabled. */
  valid?: boolean;
  /** The widget's whole config with the panel's values in it, or null when they do not validate. */
  nextConfig: () => Promise<WidgetConfig | null>;
  /** Puts the panel back as saved. */
  discard: () => void;
  /** Puts a refused save's field messages beside the panel's fields; false when it shows none of them. */
  placeFieldErrors?: (error: unknown) => boolean;
}

/**
 * A panel's changes reported to the editor (the menu's dot and the leave prompt), and its Discard
 * and Save row, which asks before either. Every panel that saves the widget's config draws this row.
 */
export function usePanelSaveRow({
  dirty,
  valid = true,
  nextConfig,
  discard,
  placeFieldErrors,
}: PanelSaveRowOptions): ReactNode {
  const { confirmSave, confirmDiscard } = useSaveFlow();
  usePanelDirty(dirty);
  async function save() {
    const config = await nextConfig();
    if (config) await confirmSave(config, placeFieldErrors);
  }
  return (
    <SaveActions
      dirty={dirty}
      valid={valid}
      onSave={() => void save()}
      onDiscard={() => confirmDiscard(discard)}
    />
  );
}

interface PanelDraftOptions<Value> {
  /** The value as saved; the draft starts from it and returns to it on Discard. */
  saved: Value;
  /** The widget's whole config with the draft in it, as Save sends it. */
  toConfig: (draft: Value) => WidgetConfig;
  /** Whether the draft holds no change (deep equality unless told otherwise). */
  same?: (draft: Value, saved: Value) => boolean;
  /** What else Discard puts back besides the draft. */
  onDiscard?: () => void;
  /**
   * The panel holds an edit not yet in the draft (a form's values not added to the list): it counts
   * as unsaved, so leaving asks, and Save waits for it rather than send the list without it.
   */
  pending?: boolean;
}

/** A panel whose setting is one value edited as a draft until saved. */
export function usePanelDraft<Value>({
  saved,
  toConfig,
  same = dequal,
  onDiscard,
  pending = false,
}: PanelDraftOptions<Value>) {
  const [draft, setDraft] = useState<Value>(saved);
  const saveActions = usePanelSaveRow({
    dirty: pending || !same(draft, saved),
    valid: !pending,
    nextConfig: () => Promise.resolve(toConfig(draft)),
    discard: () => {
      setDraft(saved);
      onDiscard?.();
    },
  });
  return { draft, setDraft, saveActions };
}

interface PanelFormOptions<Input extends FieldValues, Output> {
  /** The panel's fields, validated as the owner types. */
  schema: z.ZodType<Output, Input>;
  /** The saved values the form starts from (and returns to on Discard). */
  defaultValues: DefaultValues<Input>;
  /** The widget's whole config with the panel's values in it, as Save sends it. */
  toConfig: (values: Output) => WidgetConfig;
  /** The form's fields by the config's paths, so the server's refusal of one shows beside it. */
  serverFields?: ServerFields<Input>;
}

/**
 * A panel whose settings are a form, validated on change; Save sends the validated values, and what
 * the server refuses of them shows beside their fields (`serverFields`).
 */
export function usePanelForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  toConfig,
  serverFields,
}: PanelFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues,
  });
  const saveActions = usePanelSaveRow({
    dirty: form.formState.isDirty,
    valid: form.formState.isValid,
    nextConfig: () =>
      new Promise((resolve) => {
        void form.handleSubmit(
          (values) => resolve(toConfig(values)),
          () => resolve(null),
        )();
      }),
    discard: () => form.reset(),
    placeFieldErrors: serverFields
      ? (error) => placeServerFieldErrors(error, serverFields, form.setError)
      : undefined,
  });
  return { form, saveActions };
}
